import { useLocation, useNavigate, useSearch } from '@tanstack/react-router';
import { isTypedSearch, panelAddress, savedSearchFor, type PanelTab, type SavedSearch } from '../lib/panel-view';

declare module '@tanstack/history' {
  interface HistoryState {
    /** The staff panel's search, kept in the history entry rather than the address (see panel-view.ts). */
    adminSearch?: SavedSearch;
  }
}

/** The panel's view as the current history entry holds it, and the moves to another one. */
export interface PanelView {
  tab: PanelTab;
  page: number;
  search: string;
  /** Another tab, on its first page: a new history entry, so Back returns to the list left. */
  showTab: (tab: PanelTab) => void;
  /** Another page of the open list: a new history entry. */
  showPage: (page: number) => void;
  /** A search typed, from its first page (see useSearchBox for when it replaces the entry). */
  showSearch: (text: string) => void;
  /** Back to the start (Visa, page 1, no search) in place of this entry: Log out leaves nothing of the view behind. */
  reset: () => void;
}

/** The staff panel's view (tab and page from the /admin address, the search from the entry's state) for `staffId`. */
export function usePanelView(staffId: string): PanelView {
  const address = useSearch({ from: '/admin' });
  const saved = useLocation({ select: (location) => location.state.adminSearch });
  const navigate = useNavigate({ from: '/admin' });
  const tab = address.tab ?? 'visa';
  const page = address.page ?? 1;
  const search = savedSearchFor(saved, staffId);
  const kept: SavedSearch | undefined = search ? { staffId, text: search } : undefined;
  // Moves inside the panel keep the window's scroll: a turned page scrolls its own list into view
  // (PagedList), and a search landing while staff type must not jump the page to its top.
  const go = (tabShown: PanelTab, pageShown: number, adminSearch: SavedSearch | undefined, replace = false) =>
    void navigate({ search: panelAddress(tabShown, pageShown), state: adminSearch ? { adminSearch } : {}, replace, resetScroll: false });
  return {
    tab,
    page,
    search,
    showTab: (next) => go(next, 1, kept),
    showPage: (next) => go(tab, next, kept),
    showSearch: (text) => go(tab, 1, { staffId, text, typed: true }, isTypedSearch(saved)),
    reset: () => go('visa', 1, undefined, true),
  };
}
