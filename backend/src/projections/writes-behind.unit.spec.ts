import { describe, expect, it } from '@jest/globals';
import { WritesBehind } from './projector.js';

describe('writes a replay starts without waiting', () => {
  it('settles once every started write has finished', async () => {
    const writes = new WritesBehind();
    const finished: number[] = [];
    writes.start(new Promise((resolve) => setTimeout(resolve, 20)).then(() => finished.push(1)));
    writes.start(Promise.resolve().then(() => finished.push(2)));
    await writes.settled();
    expect(finished.sort()).toEqual([1, 2]);
  });

  it('reports a failed write when settling and stops the replay early, without an unhandled rejection', async () => {
    const writes = new WritesBehind();
    writes.start(Promise.reject(new Error('disk full')));
    writes.start(Promise.resolve());
    await new Promise((resolve) => setImmediate(resolve));
    expect(() => writes.throwIfFailed()).toThrow('disk full');
    await expect(writes.settled()).rejects.toThrow('disk full');
  });
});
