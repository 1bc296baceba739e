import { ADMIN_MESSAGES } from '@evisa/contracts';
import { useTranslation } from 'react-i18next';
import { PageLoading } from '../../components/layout/page-loading';
import { Button } from '../../components/ui/button';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useAdminSession } from './api/admin-session';
import { AdminDashboard } from './components/admin-dashboard';
import { SignInForm } from './components/sign-in-form';
import { errorMessageOf } from './lib/error-message';

/** `/admin`: the staff panel; its own chunk, so none of it reaches the home page's JavaScript. */
export default function AdminPage() {
  const { t } = useTranslation(['admin', 'common']);
  useDocumentTitle(t('common:pages.admin'));
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
  return session.data ? <AdminDashboard session={session.data} /> : <SignInForm />;
}
