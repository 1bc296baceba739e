import { useState } from 'react';

/** The list page, back to 1 whenever the search changes (a new search starts at its first page). */
export function usePageForSearch(search: string): [number, (page: number) => void] {
  const [state, setState] = useState({ search, page: 1 });
  const page = state.search === search ? state.page : 1;
  return [page, (next: number) => setState({ search, page: next })];
}
