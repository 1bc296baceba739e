import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../lib/use-document-title';
import { AdminDashboard } from './components/admin-dashboard';
import { StaffGate } from './components/staff-gate';
import { PanelPlace, PanelPlaceContext } from './hooks/use-kept-state';

/** `/admin`: the staff panel; its own chunk, so none of it reaches the home page's JavaScript. */
export default function AdminPage() {
  const { t } = useTranslation('common');
  useDocumentTitle(t('pages.admin'));
  // Above the gate, so a session ending under the panel does not take the staff member's place with it.
  const [place] = useState(() => new PanelPlace());
  return (
    <PanelPlaceContext.Provider value={place}>
      <StaffGate>{(session, { signedInHere }) => <AdminDashboard session={session} focusHeading={signedInHere} />}</StaffGate>
    </PanelPlaceContext.Provider>
  );
}
