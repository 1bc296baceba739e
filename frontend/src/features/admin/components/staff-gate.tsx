import { useState, type ReactNode } from 'react';
import { ADMIN_MESSAGES } from '@evisa/contracts';
import { useTranslation } from 'react-i18next';
import { PageLoading } from '../../../components/layout/page-loading';
import { Button } from '../../../components/ui/button';
import { useAdminSession } from '../api/admin-session';
import type { AdminSession } from '../api/admin-types';
import { useErrorMessage } from '../hooks/use-error-message';
import { SignInForm } from './sign-in-form';

/** How the page behind the gate was reached. */
export interface StaffGateEntry {
  /** Through the sign-in form just now (not with a session the page found on load). */
  signedInHere: boolean;
}

/**
 * The staff pages' front door (/admin, /chat-admin): asks the server who is signed in, shows the
 * sign-in form when nobody is, and the page only to a signed-in staff member.
 */
export function StaffGate({ children }: { children: (session: AdminSession, entry: StaffGateEntry) => ReactNode }) {
  // Both namespaces before anything renders: the sign-in form and the pages behind it use 'admin'.
  const { t } = useTranslation(['admin', 'common']);
  const session = useAdminSession();
  const messageOf = useErrorMessage();
  const [signedInHere, setSignedInHere] = useState(false);

  if (session.isPending) return <PageLoading />;
  if (session.isError) {
    return (
      <div className="mx-auto max-w-md px-4 py-12">
        <p role="alert" className="rounded-lg border border-red-300 bg-red-50 p-4 text-red-800">
          <strong>{ADMIN_MESSAGES.error}</strong>: {messageOf(session.error)}
        </p>
        <Button variant="outline" className="mt-4" onClick={() => void session.refetch()}>
          {t('common:actions.retry')}
        </Button>
      </div>
    );
  }
  return session.data ? children(session.data, { signedInHere }) : <SignInForm onSignedIn={() => setSignedInHere(true)} />;
}
