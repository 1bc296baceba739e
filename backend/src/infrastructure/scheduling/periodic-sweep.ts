/**
 * Runs `sweep` once after `firstAfterMs` (the app is up and serving by then), then every `everyMs`;
 * the timers never keep the process alive. Returns the function that stops them (on shutdown).
 */
export function startPeriodicSweep(sweep: () => void, firstAfterMs: number, everyMs: number): () => void {
  const timers = [setTimeout(sweep, firstAfterMs), setInterval(sweep, everyMs)];
  for (const timer of timers) timer.unref();
  return () => {
    for (const timer of timers) clearTimeout(timer);
  };
}
