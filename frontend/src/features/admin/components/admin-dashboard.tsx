import { useEffect, useId, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Tabs } from 'radix-ui';
import { LIMITS, TIMINGS } from '@evisa/contracts';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { ApiError } from '../../../lib/api/api-client';
import { cn } from '../../../lib/cn';
import { adminSessionQueryKey, sessionEndedQueryKey, signOutMutationKey } from '../api/admin-session';
import type { AdminSession } from '../api/admin-types';
import { useDebouncedValue } from '../hooks/use-debounced-value';
import { useKeptState } from '../hooks/use-kept-state';
import { useStaffSignOut } from '../hooks/use-staff-sign-out';
import { useUnreadChatCount } from '../../chat-admin/hooks/use-unread-chat-count';
import { ChangePasswordDialog } from './change-password-dialog';
import { ChatTab } from './chat-tab';
import { InsuranceApplicationsTab } from './insurance-applications-tab';
import { OutboxTab } from './outbox-tab';
import { StaffTab } from './staff-tab';
import { StatsCards } from './stats-cards';
import { VisaApplicationsTab } from './visa-applications-tab';

/** An expired or revoked session turns any staff call into a 401: go back to the sign-in form. */
function useSignOutOnUnauthorised() {
  const queryClient = useQueryClient();
  useEffect(
    () =>
      queryClient.getQueryCache().subscribe((event) => {
        const error = event.query.state.error;
        if (event.type !== 'updated' || event.query.queryKey[0] !== 'admin' || !(error instanceof ApiError) || error.status !== 401) return;
        // Already signed out, or signing out: that ends the session on purpose, and the queries still
        // running answer 401 too. Only a session the server ended by itself is news to staff.
        if (!queryClient.getQueryData(adminSessionQueryKey) || queryClient.isMutating({ mutationKey: signOutMutationKey })) return;
        queryClient.setQueryData(sessionEndedQueryKey, true);
        queryClient.setQueryData(adminSessionQueryKey, null);
      }),
    [queryClient],
  );
}

const TAB_TRIGGER = cn(
  'min-h-11 whitespace-nowrap border-b-2 border-transparent px-4 text-sm font-semibold text-slate-600 hover:text-slate-900',
  'focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-600',
  'data-[state=active]:border-brand-600 data-[state=active]:text-brand-700',
);

/** The tabs every staff member sees; admins also get 'staff'. */
const TABS = ['visa', 'insurance', 'chat', 'outbox'] as const;

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
  const [searchInput, setSearchInput] = useKeptState('search', '');
  const search = useDebouncedValue(searchInput.trim(), TIMINGS.adminSearchDebounceMs);
  const { staff } = session;
  useSignOutOnUnauthorised();
  const tabs = [...TABS, ...(staff.role === 'admin' ? (['staff'] as const) : [])];
  const [keptTab, setActiveTab] = useKeptState<string>('tab', 'visa');
  // A tab kept from before the session ended that this member's role no longer has (Staff) opens Visa.
  const activeTab = (tabs as readonly string[]).includes(keptTab) ? keptTab : 'visa';
  // Travellers waiting in the chat show on its tab; once the tab is open the console itself is live.
  const unreadChats = useUnreadChatCount(activeTab !== 'chat');

  const logout = useStaffSignOut(session);

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
          onChange={(event) => setSearchInput(event.target.value)}
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

      <Tabs.Root value={activeTab} onValueChange={setActiveTab} className="flex flex-col gap-4">
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
          <VisaApplicationsTab search={search} role={staff.role} />
        </Tabs.Content>
        <Tabs.Content value="insurance" className="focus-visible:outline-2 focus-visible:outline-brand-600">
          <InsuranceApplicationsTab search={search} role={staff.role} />
        </Tabs.Content>
        <Tabs.Content value="chat">
          <ChatTab />
        </Tabs.Content>
        <Tabs.Content value="outbox" className="focus-visible:outline-2 focus-visible:outline-brand-600">
          <OutboxTab />
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
