import { useKeptState } from './use-kept-state';

/**
 * The list page, back to 1 whenever the search changes (a new search starts at its first page);
 * kept under `part` across a session that ends and is signed in again (see useKeptState).
 */
export function usePageForSearch(search: string, part: string): [number, (page: number) => void] {
  const [state, setState] = useKeptState(part, { search, page: 1 });
  const page = state.search === search ? state.page : 1;
  return [page, (next: number) => setState({ search, page: next })];
}
