import { useCallback, useRef } from 'react';

/**
 * Runs a task unless the one it started last is still running; a refused call resolves to
 * `undefined`. TanStack Query tells a component that its mutation is pending only on its next
 * notification, a macrotask after the call, so until then `isPending` (and a button's loading state)
 * still say idle: a double click or a repeated Enter sent a second request (a 409 'already decided'
 * after the approval, a second staff account, the password changed twice). A ref knows at once.
 */
export function useSingleFlight(): <T>(task: () => Promise<T>) => Promise<T | undefined> {
  const running = useRef(false);
  return useCallback(async <T>(task: () => Promise<T>): Promise<T | undefined> => {
    if (running.current) return undefined;
    running.current = true;
    try {
      return await task();
    } finally {
      running.current = false;
    }
  }, []);
}
