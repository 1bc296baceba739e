import { useSyncExternalStore } from 'react';

const subscribeToNothing = () => () => undefined;

/**
 * True while React renders markup prerendered at build time (src/prerender) and while it adopts
 * that markup in the browser (hydration); false right after, and always false for a normal render.
 * A component whose data may already be in the browser's cache when hydration starts (e.g. a
 * response that arrived meanwhile) renders what the build rendered while this is true, so the
 * markup matches, and updates right after.
 */
export function useHydrating(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => false,
    () => true,
  );
}
