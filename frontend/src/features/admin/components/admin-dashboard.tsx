import { useEffect, useId, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Tabs } from 'radix-ui';
import { ADMIN_MESSAGES, LIMITS } from '@evisa/contracts';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { ApiError } from '../../../lib/api/api-client';
import { cn } from '../../../lib/cn';
import { adminSessionQueryKey, sessionEndedQueryKey } from '../api/admin-session';
import type { AdminSession } from '../api/admin-types';
import { usePanelView } from '../hooks/use-panel-view';
import { useSearchBox } from '../hooks/use-search-box';
import { useSignOutOnUnauthorised } from '../hooks/use-sign-out-on-unauthorised';
import { useStaffSignOut } from '../hooks/use-staff-sign-out';
import { PANEL_TABS, type PanelTab } from '../lib/panel-view';
import { useUnreadChatCount } from '../../chat-admin/hooks/use-unread-chat-count';
import { ChangePasswordDialog } from './change-password-dialog';
import { ChatTab } from './chat-tab';
import { InsuranceApplicationsTab } from './insurance-applications-tab';
import { OutboxTab } from './outbox-tab';
import { StaffTab } from './staff-tab';
import { StatsCards } from './stats-cards';
import { VisaApplicationsTab } from './visa-applications-tab';

/**
 * An admin changed this member's role while the panel was open (an agent made auditor, an admin made
 * agent): the server refuses what the new role may not do ('Your role does not allow this action'),
 * but the panel, which read the role once at sign-in, kept offering it on every row. Such a refusal,
 * of a staff call or a list, asks the server again who is signed in, so the panel follows the role.
 */
function useRoleFollowsServer() {
  const queryClient = useQueryClient();
  useEffect(() => {
    const refusedForRole = (error: unknown) => error instanceof ApiError && error.status === 403 && error.serverMessage === ADMIN_MESSAGES.roleForbidden;
    const askAgain = () => void queryClient.invalidateQueries({ queryKey: adminSessionQueryKey });
    const fromQueries = queryClient.getQueryCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'error' && refusedForRole(event.action.error)) askAgain();
    });
    const fromMutations = queryClient.getMutationCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'error' && refusedForRole(event.action.error)) askAgain();
    });
    return () => {
      fromQueries();
      fromMutations();
    };
  }, [queryClient]);
}

const TAB_TRIGGER = cn(
  'min-h-11 whitespace-nowrap border-b-2 border-transparent px-4 text-sm font-semibold text-slate-600 hover:text-slate-900',
  'focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-600',
  'data-[state=active]:border-brand-600 data-[state=active]:text-brand-700',
);

/** The tabs a member with `role` sees: Staff is for admins only. */
const tabsFor = (role: AdminSession['staff']['role']): readonly PanelTab[] => PANEL_TABS.filter((tab) => tab !== 'staff' || role === 'admin');

/**
 * The panel itself. `focusHeading`: it replaced the sign-in form, whose button held the focus; the
 * focus goes to the panel's heading rather than being left on the page body, so keyboard and
 * screen-reader users start at the top of the panel and hear where they are.
 */
export function AdminDashboard({ session, focusHeading = false }: { session: AdminSession; focusHeading?: boolean }) {
  const { t } = useTranslation('admin');
  const heading = useRef<HTMLHeadingElement>(null);
  // Once: focusHeading never turns false again, so later renders leave the focus where staff put it.
  useEffect(() => {
    if (focusHeading) heading.current?.focus();
  }, [focusHeading]);
  const queryClient = useQueryClient();
  const searchId = useId();
  const searchHintId = useId();
  const { staff } = session;
  // The view lives in the history entry (tab and page in the address, the search in its state), so it
  // outlives the session ending under the panel: signing in again comes back to it.
  const view = usePanelView(staff.id);
  const { search, page } = view;
  // A search typed just before the session ended (still in its pause) is kept for signing in again; Log out drops it.
  const [searchInput, typeSearch] = useSearchBox(search, view.showSearch, () => queryClient.getQueryData(sessionEndedQueryKey) === true);
  useSignOutOnUnauthorised();
  useRoleFollowsServer();
  const tabs = tabsFor(staff.role);
  // A tab this member's role does not have (Staff, in a colleague's link or from before a role change) opens Visa.
  const activeTab = tabs.includes(view.tab) ? view.tab : 'visa';
  // Travellers waiting in the chat show on its tab; once the tab is open the console itself is live.
  const unreadChats = useUnreadChatCount(activeTab !== 'chat');

  const logout = useStaffSignOut(session, { onSignedOut: view.reset });

  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-6 px-4 py-8">
      <header className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h1 ref={heading} tabIndex={-1} className="text-2xl font-bold text-slate-900 outline-none">
            {t('title')}
          </h1>
          <p className="text-sm text-slate-600">{t('signedInAs', { name: staff.name, role: t(`roles.${staff.role}`) })}</p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" onClick={() => void queryClient.invalidateQueries({ queryKey: ['admin'] })}>
            {t('refresh')}
          </Button>
          <ChangePasswordDialog />
          <Button variant="secondary" loading={logout.isPending} onClick={() => logout.mutate()}>
            {t('logout')}
          </Button>
        </div>
      </header>

      <StatsCards />

      <div className="flex flex-col gap-1">
        <Label htmlFor={searchId}>{t('search.label')}</Label>
        <Input
          id={searchId}
          type="search"
          value={searchInput}
          onChange={(event) => typeSearch(event.target.value)}
          // The server refuses a longer search ('Hata: Validation failed' in place of the list).
          maxLength={LIMITS.textMax}
          placeholder={t('search.placeholder')}
          aria-describedby={searchHintId}
          className="max-w-xl"
        />
        <p id={searchHintId} className="text-xs text-slate-600">
          {t('search.hint')}
        </p>
      </div>

      <Tabs.Root value={activeTab} onValueChange={(tab) => view.showTab(tab as PanelTab)} className="flex flex-col gap-4">
        {/* Wrapping, not scrolling sideways: on a tablet in Turkish the last tab (Staff) was cut off at the edge with nothing showing there was more. */}
        <Tabs.List aria-label={t('tabs.label')} className="flex flex-wrap border-b border-slate-200">
          {tabs.map((tab) => (
            <Tabs.Trigger key={tab} value={tab} className={TAB_TRIGGER}>
              {t(`tabs.${tab}`)}
              {tab === 'chat' && unreadChats > 0 && (
                <span className="ms-2 inline-flex min-w-6 items-center justify-center rounded-full bg-red-600 px-1.5 text-xs font-bold leading-6 text-white">
                  <span aria-hidden="true">{unreadChats}</span>
                  <span className="sr-only">{t('tabs.chatUnread', { count: unreadChats })}</span>
                </span>
              )}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        <Tabs.Content value="visa" className="focus-visible:outline-2 focus-visible:outline-brand-600">
          <VisaApplicationsTab search={search} role={staff.role} page={page} onPageChange={view.showPage} />
        </Tabs.Content>
        <Tabs.Content value="insurance" className="focus-visible:outline-2 focus-visible:outline-brand-600">
          <InsuranceApplicationsTab search={search} role={staff.role} page={page} onPageChange={view.showPage} />
        </Tabs.Content>
        <Tabs.Content value="chat">
          <ChatTab />
        </Tabs.Content>
        <Tabs.Content value="outbox" className="focus-visible:outline-2 focus-visible:outline-brand-600">
          <OutboxTab page={page} onPageChange={view.showPage} />
        </Tabs.Content>
        {staff.role === 'admin' && (
          <Tabs.Content value="staff">
            <StaffTab me={staff} />
          </Tabs.Content>
        )}
      </Tabs.Root>
    </div>
  );
}
