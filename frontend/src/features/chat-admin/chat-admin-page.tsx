import { ADMIN_MESSAGES } from '@evisa/contracts';
import { Link } from '@tanstack/react-router';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { PageLoading } from '../../components/layout/page-loading';
import { Button } from '../../components/ui/button';
import { useDocumentTitle } from '../../lib/use-document-title';
import { adminSessionQueryKey, signOut, useAdminSession } from '../admin/api/admin-session';
import type { AdminSession } from '../admin/api/admin-types';
import { SignInForm } from '../admin/components/sign-in-form';
import { errorMessageOf } from '../admin/lib/error-message';
import { ChatConsole } from './components/chat-console';

/**
 * `/chat-admin`: the support chat for staff. The spec shows no sign-in here; we require the same
 * staff sign-in as /admin (PRODUCT.md decision 2). Its own chunk, like the staff panel.
 */
export default function ChatAdminPage() {
  const { t } = useTranslation(['admin', 'common']);
  useDocumentTitle(t('common:pages.chatAdmin'));
  const session = useAdminSession();

  if (session.isPending) return <PageLoading />;
  if (session.isError) {
    return (
      <div className="mx-auto max-w-md px-4 py-12">
        <p role="alert" className="rounded-lg border border-red-300 bg-red-50 p-4 text-red-800">
          <strong>{ADMIN_MESSAGES.error}</strong>: {errorMessageOf(session.error)}
        </p>
        <Button variant="outline" className="mt-4" onClick={() => void session.refetch()}>
          {t('common:actions.retry')}
        </Button>
      </div>
    );
  }
  return session.data ? <SignedIn session={session.data} /> : <SignInForm />;
}

function SignedIn({ session }: { session: AdminSession }) {
  const { t } = useTranslation('admin');
  const queryClient = useQueryClient();
  const { staff } = session;
  const logout = useMutation({
    mutationFn: () => signOut(session),
    // Signed out on the server or not, this browser forgets the session (as the staff panel does).
    onSettled: () => {
      queryClient.removeQueries({ queryKey: ['admin'] });
      queryClient.setQueryData(adminSessionQueryKey, null);
    },
  });

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
