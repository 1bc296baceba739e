import { Suspense, lazy, startTransition, useEffect, useState } from 'react';
import { getToasts, subscribeToasts } from './toast-store';

const Toaster = lazy(() => import('./toaster').then((module) => ({ default: module.Toaster })));

/**
 * The Radix toast code is not needed to paint the first screen, so it loads once the browser is
 * idle after load (which also arms the F8 hotkey), or at once when something calls `toast()` earlier.
 */
export function DeferredToaster() {
  const [ready, setReady] = useState(() => getToasts().length > 0);
  useEffect(() => {
    if (ready) return;
    const unsubscribe = subscribeToasts((toasts) => {
      if (toasts.length > 0) setReady(true);
    });
    const whenIdle = window.requestIdleCallback ?? ((callback: () => void) => window.setTimeout(callback, 1));
    const cancelIdle = window.cancelIdleCallback ?? window.clearTimeout;
    let idleHandle: number | undefined;
    const onLoad = () => {
      // A transition, so that rendering the toaster yields to the browser (an urgent toast does not wait).
      idleHandle = whenIdle(() => startTransition(() => setReady(true)));
    };
    if (document.readyState === 'complete') onLoad();
    else window.addEventListener('load', onLoad, { once: true });
    return () => {
      unsubscribe();
      window.removeEventListener('load', onLoad);
      if (idleHandle !== undefined) cancelIdle(idleHandle);
    };
  }, [ready]);

  if (!ready) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}
