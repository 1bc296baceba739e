import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../lib/use-document-title';
import { AdminDashboard } from './components/admin-dashboard';
import { StaffGate } from './components/staff-gate';

/**
 * `/admin`: the staff panel; its own chunk, so none of it reaches the home page's JavaScript. Its
 * view (tab, page, search) lives in the history entry (see lib/panel-view.ts), so a session ending
 * under the panel does not take the staff member's place with it.
 */
export default function AdminPage() {
  const { t } = useTranslation('common');
  useDocumentTitle(t('pages.admin'));
  return <StaffGate>{(session, { signedInHere }) => <AdminDashboard session={session} focusHeading={signedInHere} />}</StaffGate>;
}
