import { ConcurrencyError } from './concurrency-error.js';

export interface RetryOnConflictOptions {
  /** How many runs in all, the first included (at least 1). */
  readonly attempts: number;
  /**
   * What to throw when every run lost its race, e.g. a 409 in the caller's words. Without it the
   * last ConcurrencyError itself is thrown (the HTTP layer answers it with a 409 too).
   */
  readonly onExhausted?: (conflict: ConcurrencyError) => Error;
}

/**
 * Runs a read-decide-append again when its append lost the version race (a ConcurrencyError:
 * someone else appended to the stream between the read and the append).
 *
 * A re-run is safe because `run` is the whole step, not just the append: each run reads the stream
 * afresh, decides on what it read and appends at the version it read (in its own transaction), so
 * the run after a conflict sees what won and decides on that; nothing decided on the stale read
 * was kept. Any other error is not a lost race and passes through at once, untouched.
 */
export async function retryOnConflict<T>(run: () => Promise<T>, { attempts, onExhausted }: RetryOnConflictOptions): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await run();
    } catch (error) {
      if (!(error instanceof ConcurrencyError)) throw error;
      if (attempt >= attempts) throw onExhausted ? onExhausted(error) : error;
    }
  }
}
