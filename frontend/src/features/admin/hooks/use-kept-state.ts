import { createContext, useContext, useState } from 'react';
import { useAdminSession } from '../api/admin-session';

/**
 * Where a staff member is in the panel (the search typed, the open tab, each list's page), kept above
 * the sign-in gate: when their session ends under the open panel (idle timeout) and they sign in
 * again, the panel comes back where they left it instead of on the first page of the first tab with
 * an empty search. Kept for one member at a time: another member signing in on that computer starts
 * afresh (nothing of the previous one's work shows), and signing out forgets it.
 */
export class PanelPlace {
  private owner: string | null = null;
  private readonly values = new Map<string, unknown>();

  read<T>(staffId: string, part: string, initial: T): T {
    this.claim(staffId);
    return this.values.has(part) ? (this.values.get(part) as T) : initial;
  }

  write(staffId: string, part: string, value: unknown): void {
    this.claim(staffId);
    this.values.set(part, value);
  }

  forget(): void {
    this.owner = null;
    this.values.clear();
  }

  private claim(staffId: string): void {
    if (this.owner === staffId) return;
    this.forget();
    this.owner = staffId;
  }
}

/** Provided by the staff page around its sign-in gate; absent elsewhere (nothing is kept there). */
export const PanelPlaceContext = createContext<PanelPlace | undefined>(undefined);

/** `useState` whose value outlives the panel when the session ends under it (see PanelPlace). */
export function useKeptState<T>(part: string, initial: T): [T, (next: T) => void] {
  const place = useContext(PanelPlaceContext);
  const staffId = useAdminSession().data?.staff.id;
  // Read once, as the panel appears: typing stays plain local state (no caret jumps in the search).
  const [value, setValue] = useState<T>(() => (place && staffId ? place.read(staffId, part, initial) : initial));
  const set = (next: T) => {
    setValue(next);
    if (place && staffId) place.write(staffId, part, next);
  };
  return [value, set];
}

/** The sign-out's half: the place of whoever signed out is forgotten. */
export function usePanelPlace(): PanelPlace | undefined {
  return useContext(PanelPlaceContext);
}
