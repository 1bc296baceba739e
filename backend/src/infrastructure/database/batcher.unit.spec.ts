import { describe, expect, it } from '@jest/globals';
import { Batcher } from './batcher.js';

/** A runBatch whose batches the test finishes by hand. */
function controlled() {
  const batches: { items: readonly number[]; finish: (results?: PromiseSettledResult<string>[]) => void; fail: (error: unknown) => void }[] = [];
  const runBatch = (items: readonly number[]) =>
    new Promise<PromiseSettledResult<string>[]>((resolve, reject) => {
      batches.push({
        items,
        finish: (results) => resolve(results ?? items.map((n) => ({ status: 'fulfilled', value: `r${n}` }))),
        fail: reject,
      });
    });
  return { batches, runBatch };
}

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe('Batcher', () => {
  it('sends a call at once while fewer than maxInFlight batches run, and groups the calls that wait', async () => {
    const { batches, runBatch } = controlled();
    const batcher = new Batcher(runBatch, 2, 10);
    const answers = [1, 2, 3, 4, 5].map((n) => batcher.run(n));
    expect(batches.map((b) => b.items)).toEqual([[1], [2]]);
    batches[0]!.finish();
    await tick();
    expect(batches.map((b) => b.items)).toEqual([[1], [2], [3, 4, 5]]);
    batches[1]!.finish();
    batches[2]!.finish();
    expect(await Promise.all(answers)).toEqual(['r1', 'r2', 'r3', 'r4', 'r5']);
  });

  it('sends at most maxBatch together', async () => {
    const { batches, runBatch } = controlled();
    const batcher = new Batcher(runBatch, 1, 2);
    const answers = [1, 2, 3, 4, 5].map((n) => batcher.run(n));
    for (let i = 0; i < 3; i++) {
      batches[i]!.finish();
      await tick();
    }
    expect(batches.map((b) => b.items)).toEqual([[1], [2, 3], [4, 5]]);
    expect(await Promise.all(answers)).toEqual(['r1', 'r2', 'r3', 'r4', 'r5']);
  });

  it("gives each item its own outcome, and a batch's failure to each of its items only", async () => {
    const { batches, runBatch } = controlled();
    const batcher = new Batcher(runBatch, 1, 10);
    const first = batcher.run(1);
    const rest = [2, 3].map((n) => batcher.run(n));
    const later = batcher.run(4);
    batches[0]!.fail(new Error('connection lost'));
    await expect(first).rejects.toThrow('connection lost');
    await tick();
    batches[1]!.finish([{ status: 'rejected', reason: new Error('conflict') }, { status: 'fulfilled', value: 'ok3' }, { status: 'fulfilled', value: 'ok4' }]);
    await expect(rest[0]).rejects.toThrow('conflict');
    expect(await rest[1]).toBe('ok3');
    expect(await later).toBe('ok4');
  });
});
