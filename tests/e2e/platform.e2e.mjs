import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { createApplication } from './support/applications.mjs';
import { baseUrl } from './support/browser.mjs';

/**
 * The built server runs its projections in a worker thread (Jest runs them in-thread, from the
 * TypeScript sources): this checks, against the real built app, that the thread holds every
 * projector and keeps them caught up with what the API appends.
 */
describe('platform: projections in the worker thread', () => {
  test('every projector runs in this instance and catches up with a new submission', async () => {
    const before = await (await fetch(`${baseUrl()}/api/health`)).json();
    assert.equal(before.status, 'ok');
    assert.ok(before.projections.length >= 5);
    for (const projection of before.projections) assert.equal(projection.runningHere, true, `${projection.name} runs here`);

    await createApplication();
    const deadline = Date.now() + 10_000;
    let health;
    do {
      health = await (await fetch(`${baseUrl()}/api/health`)).json();
      if (health.projections.every((p) => p.lagEvents === 0)) break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    } while (Date.now() < deadline);
    assert.deepEqual(
      health.projections.filter((p) => p.lagEvents !== 0).map((p) => p.name),
      [],
      'every projector passed the new event',
    );
  });
});
