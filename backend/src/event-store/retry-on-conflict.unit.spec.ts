import { describe, expect, it } from '@jest/globals';
import { ConcurrencyError } from './concurrency-error.js';
import { retryOnConflict } from './retry-on-conflict.js';

/** A run that loses the version race `conflicts` times, then answers `value`; counts its runs. */
function losingRun(conflicts: number, value = 'done') {
  const calls = { runs: 0 };
  const run = async (): Promise<string> => {
    calls.runs++;
    if (calls.runs <= conflicts) throw new ConcurrencyError('VisaApplication-EV1', calls.runs);
    return value;
  };
  return { run, calls };
}

class Exhausted extends Error {}

describe('retryOnConflict', () => {
  it('answers the first run when it wins, without running again', async () => {
    const { run, calls } = losingRun(0);
    await expect(retryOnConflict(run, { attempts: 3 })).resolves.toBe('done');
    expect(calls.runs).toBe(1);
  });

  it('runs again after a conflict and answers the run that won', async () => {
    const { run, calls } = losingRun(2, 'decided on what won');
    await expect(retryOnConflict(run, { attempts: 3 })).resolves.toBe('decided on what won');
    expect(calls.runs).toBe(3);
  });

  it('stops after `attempts` runs and throws what onExhausted makes of the last conflict', async () => {
    const { run, calls } = losingRun(10);
    const seen: ConcurrencyError[] = [];
    const exhausted = new Exhausted('changed at the same time');
    const attempt = retryOnConflict(run, { attempts: 2, onExhausted: (conflict) => (seen.push(conflict), exhausted) });
    await expect(attempt).rejects.toBe(exhausted);
    expect(calls.runs).toBe(2);
    expect(seen).toHaveLength(1);
    expect(seen[0]).toBeInstanceOf(ConcurrencyError);
    expect(seen[0]!.expectedVersion).toBe(2);
  });

  it('without onExhausted throws the last conflict itself', async () => {
    const { run, calls } = losingRun(10);
    const failure = await retryOnConflict(run, { attempts: 5 }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ConcurrencyError);
    expect((failure as ConcurrencyError).expectedVersion).toBe(5);
    expect(calls.runs).toBe(5);
  });

  it('with one attempt never runs again', async () => {
    const { run, calls } = losingRun(1);
    await expect(retryOnConflict(run, { attempts: 1, onExhausted: () => new Exhausted('once') })).rejects.toBeInstanceOf(Exhausted);
    expect(calls.runs).toBe(1);
  });

  it('passes any other error through at once, untouched, without onExhausted', async () => {
    const refusal = new Error('not paid');
    let runs = 0;
    let exhaustedCalls = 0;
    const attempt = retryOnConflict(
      async () => {
        runs++;
        throw refusal;
      },
      { attempts: 3, onExhausted: () => (exhaustedCalls++, new Exhausted('no')) },
    );
    await expect(attempt).rejects.toBe(refusal);
    expect(runs).toBe(1);
    expect(exhaustedCalls).toBe(0);
  });

  it('passes through another error from a re-run (the decision on what won refuses)', async () => {
    const refusal = new Error('already approved with another document');
    let runs = 0;
    const attempt = retryOnConflict(
      async () => {
        runs++;
        if (runs === 1) throw new ConcurrencyError('VisaApplication-EV1', 3);
        throw refusal;
      },
      { attempts: 2, onExhausted: () => new Exhausted('no') },
    );
    await expect(attempt).rejects.toBe(refusal);
    expect(runs).toBe(2);
  });
});
