import type { QueryClient } from '@tanstack/react-query';
import type { ApplicationKind, PagedApplications } from './admin-types';
import { isAnswerLost } from '../lib/error-message';

interface ListRow {
  id: string;
  applicationNumber: string;
}

/**
 * The page with `row` in place of the row it updates (same id or application number); the same page
 * when it does not hold that row. Never adds or reorders rows: where a row belongs is the list's call.
 */
export function withAnsweredRow<Row extends ListRow>(page: PagedApplications<Row> | undefined, row: Row): PagedApplications<Row> | undefined {
  if (!page) return page;
  const index = page.applications.findIndex((r) => r.id === row.id || r.applicationNumber === row.applicationNumber);
  if (index < 0) return page;
  const applications = page.applications.slice();
  applications[index] = row;
  return { ...page, applications };
}

/**
 * Writes the row a staff action answered with (the server answers once its list shows the change)
 * into every cached page of that list, so the panel shows it at once instead of its old value until
 * a refetch lands. Returns whether there was a row (`null`: the list did not have it; nothing written).
 */
export function writeAnsweredRow(queryClient: QueryClient, kind: ApplicationKind, row: ListRow | null | undefined): boolean {
  if (!row) return false;
  queryClient.setQueriesData<PagedApplications<ListRow>>({ queryKey: ['admin', 'applications', kind] }, (page) => withAnsweredRow(page, row));
  return true;
}

/**
 * The refresh after a staff action. With the answered row on screen it runs in the background (the
 * action's toast and focus need not wait for a slow list); without one the action waits for it, as
 * the refreshed list is then the only way the panel learns the outcome.
 */
export function refreshAfterAnswer(answered: boolean, refresh: () => Promise<unknown>): Promise<unknown> | undefined {
  const refreshing = refresh();
  return answered ? undefined : refreshing;
}

/**
 * The refresh after an action taken in a dialog on a row (a decision, an erasure): the answered row
 * written and refreshAfterAnswer, unless the answer was lost (isAnswerLost: no answer, or a gateway's
 * 502/504), when nothing is refreshed. Still offline, that refresh fails too and the list's error row
 * takes the row away with its open dialog, what was chosen in it and the way to press again (which
 * the server answers as done if the action went through; the dialog says so, see AnswerLostNotice).
 */
export function refreshAfterDialogAnswer(
  queryClient: QueryClient,
  kind: ApplicationKind,
  answer: { application: ListRow | null } | undefined,
  error: unknown,
  refresh: () => Promise<unknown>,
): Promise<unknown> | undefined {
  if (isAnswerLost(error)) return undefined;
  return refreshAfterAnswer(writeAnsweredRow(queryClient, kind, answer?.application), refresh);
}
