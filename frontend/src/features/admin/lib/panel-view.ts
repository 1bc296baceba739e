import { LIMITS } from '@evisa/contracts';

/**
 * Which view of the staff panel is on screen: the open tab, the page of its list and the search.
 *
 * Tab and page are in the address (`/admin?tab=insurance&page=2`): staff can reload, bookmark and
 * send it to a colleague, and Back and Forward move between views. The search is NOT: it is often a
 * traveller's name or passport number, and an address keeps it in places the panel cannot clear —
 * the browser's history and address-bar suggestions on a shared staff computer (long after Log out),
 * bookmarks and links pasted into chats, the web server's access log on every reload, and the
 * Referer of the panel's own requests. It goes into the history entry's state instead (see
 * SavedSearch): that survives a reload and Back/Forward in the same tab, is never sent to the server
 * and is gone with the tab. A link to a colleague therefore opens the right tab and page without
 * the search, which they type themselves.
 */
export const PANEL_TABS = ['visa', 'insurance', 'chat', 'outbox', 'staff'] as const;
export type PanelTab = (typeof PANEL_TABS)[number];

/** The tabs that show a paged list; the others have no page in their address. */
const PAGED_TABS: readonly PanelTab[] = ['visa', 'insurance', 'outbox'];

/** The server refuses a page past this (AdminListQueryDto); an address asking for more shows the first. */
const LAST_PAGE = 100_000;

/** The /admin address's search params; the defaults (Visa, page 1) are left out, so plain /admin is the start. */
export interface AdminPanelSearch {
  tab?: Exclude<PanelTab, 'visa'>;
  page?: number;
}

/**
 * The route's validateSearch: whatever the address holds (typed by hand, cut short in a chat, from an
 * older version) gives a view and never an error — an unknown tab is Visa, and a page that is not a
 * whole number from 2 up (or on a tab without a list) is the first. Both keys are always returned,
 * `undefined` for the default: the router lays this answer over the address's raw params, so a key
 * left out would let `?page=-3` through as it came. Other params (a `search=` too) are not read.
 */
export function adminPanelSearch(raw: Record<string, unknown>): AdminPanelSearch {
  const tab = PANEL_TABS.find((name) => name === raw.tab && name !== 'visa') as AdminPanelSearch['tab'];
  const page = PAGED_TABS.includes(tab ?? 'visa') ? pageFromAddress(raw.page) : undefined;
  return { tab, page: page !== undefined && page > 1 ? page : undefined };
}

function pageFromAddress(value: unknown): number | undefined {
  // The router parses `?page=2` into the number 2; `?page=02` or `?page=%202` arrive as strings.
  const number = typeof value === 'number' ? value : typeof value === 'string' && /^\s*\d+\s*$/.test(value) ? Number(value) : NaN;
  return Number.isSafeInteger(number) && number >= 1 && number <= LAST_PAGE ? number : undefined;
}

/** The address's search params for a view: the defaults left out. */
export function panelAddress(tab: PanelTab, page: number): AdminPanelSearch {
  return adminPanelSearch({ tab, page });
}

/**
 * The search kept in a history entry's state, with who typed it: a member signing in on that
 * computer after another one's session ended (or pressing Back into their entries) gets an empty
 * search, not the previous member's. `typed`: the entry was made by typing a search, so refining it
 * replaces the entry instead of adding one per pause (see useSearchBox).
 */
export interface SavedSearch {
  staffId: string;
  text: string;
  typed?: boolean;
}

/**
 * The search as the server takes it: trimmed, at most LIMITS.textMax characters (a longer one is
 * refused with 'Validation failed' in place of the list). History state is read back as it was
 * stored, possibly by an older version of the panel, so anything that is not a string is no search.
 */
export function panelSearchText(value: unknown): string {
  return typeof value === 'string' ? value.trim().slice(0, LIMITS.textMax).trim() : '';
}

/** The search an entry's state holds for `staffId`; empty for anyone else's, or none. */
export function savedSearchFor(saved: unknown, staffId: string): string {
  if (typeof saved !== 'object' || saved === null) return '';
  const { staffId: owner, text } = saved as Partial<SavedSearch>;
  return owner === staffId ? panelSearchText(text) : '';
}

/** Whether an entry's state holds a search typed into it (see SavedSearch.typed). */
export function isTypedSearch(saved: unknown): boolean {
  return typeof saved === 'object' && saved !== null && (saved as Partial<SavedSearch>).typed === true;
}
