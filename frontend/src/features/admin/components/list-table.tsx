import { useEffect, useId, useRef, type ReactNode } from 'react';
import { EmptyRow, ErrorRow, LoadingRow, type FailedLoad } from './list-state-rows';
import { Pager } from './pager';
import { ResponsiveTable } from './responsive-table';
import type { StaffRole } from '../api/admin-types';

/** What a list reads from its query (a TanStack Query result fits). */
export interface ListQueryState extends FailedLoad {
  isPending: boolean;
  isError: boolean;
}

export interface ListTableProps<TItem> {
  caption: string;
  columns: readonly string[];
  query: ListQueryState;
  items: readonly TItem[];
  /** Shown in place of the rows when the query has loaded no items. */
  emptyText: string;
  /** One `<Row key=…>` for an item. */
  renderRow: (item: TItem) => ReactNode;
  /** Called as Try again is pressed on the error row (before the query runs again). */
  onRetry?: () => void;
}

/** A ResponsiveTable of `items`, with a full-width row instead while loading, on error and when there are none. */
export function ListTable<TItem>({ caption, columns, query, items, emptyText, renderRow, onRetry }: ListTableProps<TItem>) {
  return (
    <ResponsiveTable caption={caption} columns={columns}>
      {query.isPending ? (
        <LoadingRow columns={columns.length} />
      ) : query.isError ? (
        <ErrorRow columns={columns.length} load={query} onRetry={onRetry} />
      ) : items.length === 0 ? (
        <EmptyRow columns={columns.length} text={emptyText} />
      ) : (
        items.map((item) => renderRow(item))
      )}
    </ResponsiveTable>
  );
}

/** A paged list's query: its state, and once loaded, where in the list the page is. */
export interface PagedListQueryState extends ListQueryState {
  isPlaceholderData: boolean;
  data?: { currentPage: number; totalPages: number; totalCount: number };
}

export interface PagedListProps<TItem> extends Omit<ListTableProps<TItem>, 'caption' | 'query'> {
  /** The section's (visually hidden) heading and the table's caption. */
  title: string;
  query: PagedListQueryState;
  /** The page asked for; the pager shows the server's page once it answers. */
  page: number;
  onPageChange: (page: number) => void;
  pagerLabel: string;
  /** Anything else the section holds, such as a dialog the rows open. */
  children?: ReactNode;
}

/** What the visa and insurance tabs are given: the panel's search and page, and who is looking. */
export interface ApplicationsTabProps {
  search: string;
  role: StaffRole;
  /** The page of the list the panel's view asks for. */
  page: number;
  onPageChange: (page: number) => void;
}

/**
 * A tab's list of one page of items: a section headed by `title`, the table (busy while a page
 * loads) and, once the first page has come, the pager.
 */
export function PagedList<TItem>({ title, query, page, onPageChange, pagerLabel, children, ...table }: PagedListProps<TItem>) {
  const titleId = useId();
  const { section, heading, turnPage, retry } = useShowTurnedPage(query, onPageChange);
  return (
    <section ref={section} aria-labelledby={titleId}>
      <h2 ref={heading} id={titleId} tabIndex={-1} className="sr-only">
        {title}
      </h2>
      <div aria-busy={query.isFetching || undefined}>
        <ListTable caption={title} query={query} onRetry={retry} {...table} />
      </div>
      {query.data && (
        <Pager
          label={pagerLabel}
          page={query.data.currentPage || page}
          totalPages={query.data.totalPages}
          totalCount={query.data.totalCount}
          busy={query.isPlaceholderData}
          onPageChange={turnPage}
        />
      )}
      {children}
    </section>
  );
}

/**
 * After Previous or Next, the new page is shown from its start, with the focus on the list's heading.
 * The pager sits below the rows: the new page used to show its last rows, and the pressed button,
 * disabled while the page loaded (or for good on the last page), dropped the focus to the page's start.
 */
function useShowTurnedPage(query: PagedListQueryState, onPageChange: (page: number) => void) {
  const section = useRef<HTMLElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const turned = useRef(false);
  // The new page, or the error row in its place.
  const shown = (query.data !== undefined && !query.isPlaceholderData) || query.isError;
  useEffect(() => {
    if (!turned.current || !shown) return;
    turned.current = false;
    heading.current?.focus({ preventScroll: true });
    // jsdom has no scrollIntoView.
    section.current?.scrollIntoView?.({ block: 'start' });
  }, [shown, query.data, query.isError]);
  const turnPage = (next: number) => {
    turned.current = true;
    onPageChange(next);
  };
  // Try again on the error row: once the rows replace it (and the pressed button with it), the focus
  // goes to the list's heading instead of falling to the page's start.
  const retried = useRef(false);
  const loaded = query.data !== undefined && !query.isError && !query.isFetching;
  useEffect(() => {
    if (!retried.current || !loaded) return;
    retried.current = false;
    heading.current?.focus({ preventScroll: true });
  }, [loaded]);
  const retry = () => {
    retried.current = true;
  };
  return { section, heading, turnPage, retry };
}
