/**
 * Groups calls that arrive while earlier ones are still running into one call of `runBatch`, the
 * way a database groups commits: with `maxInFlight` batches running, later calls wait, then go
 * together (at most `maxBatch` at a time). Under no load a call goes at once, alone, so nothing
 * waits that would not have waited anyway. `runBatch` settles every item, in order, each with its
 * own outcome; if it throws instead, every item of that batch gets the error.
 */
export class Batcher<I, O> {
  private readonly waiting: { item: I; resolve: (value: O) => void; reject: (reason: unknown) => void }[] = [];
  private inFlight = 0;

  constructor(
    private readonly runBatch: (items: readonly I[]) => Promise<readonly PromiseSettledResult<O>[]>,
    private readonly maxInFlight: number,
    private readonly maxBatch: number,
  ) {}

  run(item: I): Promise<O> {
    return new Promise<O>((resolve, reject) => {
      this.waiting.push({ item, resolve, reject });
      this.send();
    });
  }

  private send(): void {
    while (this.inFlight < this.maxInFlight && this.waiting.length > 0) {
      const batch = this.waiting.splice(0, this.maxBatch);
      this.inFlight++;
      this.runBatch(batch.map((waiter) => waiter.item))
        .then(
          (results) => batch.forEach((waiter, i) => settle(waiter, results[i])),
          (error: unknown) => batch.forEach((waiter) => waiter.reject(error)),
        )
        .finally(() => {
          this.inFlight--;
          this.send();
        });
    }
  }
}

function settle<O>(waiter: { resolve: (value: O) => void; reject: (reason: unknown) => void }, result: PromiseSettledResult<O> | undefined): void {
  if (!result) waiter.reject(new Error('Batcher: the batch gave no result for this item'));
  else if (result.status === 'fulfilled') waiter.resolve(result.value);
  else waiter.reject(result.reason);
}
