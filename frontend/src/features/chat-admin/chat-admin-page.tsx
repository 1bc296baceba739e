import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button';
import { useDocumentTitle } from '../../lib/use-document-title';
import type { AdminSession } from '../admin/api/admin-types';
import { StaffGate } from '../admin/components/staff-gate';
import { useSignOutOnUnauthorised } from '../admin/hooks/use-sign-out-on-unauthorised';
import { useStaffSignOut } from '../admin/hooks/use-staff-sign-out';
import { ChatConsole } from './components/chat-console';

/**
 * `/chat-admin`: the support chat for staff. The spec shows no sign-in here; we require the same
 * staff sign-in as /admin (PRODUCT.md decision 2). Its own chunk, like the staff panel.
 */
export default function ChatAdminPage() {
  const { t } = useTranslation('common');
  useDocumentTitle(t('pages.chatAdmin'));
  return <StaffGate>{(session) => <SignedIn session={session} />}</StaffGate>;
}

function SignedIn({ session }: { session: AdminSession }) {
  const { t } = useTranslation('admin');
  const { staff } = session;
  const logout = useStaffSignOut(session);
  // As on /admin: a 401 (the console drops the session) brings back the sign-in form saying why.
  useSignOutOnUnauthorised();

  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-4 px-4 py-8">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-slate-600">{t('signedInAs', { name: staff.name, role: t(`roles.${staff.role}`) })}</p>
        <div className="flex gap-2">
          <Button asChild variant="outline">
            <Link to="/admin">{t('chat.toPanel')}</Link>
          </Button>
          <Button variant="secondary" loading={logout.isPending} onClick={() => logout.mutate()}>
            {t('logout')}
          </Button>
        </div>
      </div>
      <ChatConsole key={staff.id} readOnly={staff.role === 'auditor'} headingLevel="h1" />
    </div>
  );
}
