import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import http from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { createApplication } from './support/applications.mjs';
import { E2E_ADMIN } from './support/app-server.mjs';
import { baseUrl, journey, useBrowser } from './support/browser.mjs';

/** The staff cookies of a fresh sign-in as the e2e admin, as a Cookie header. */
async function staffCookie() {
  const response = await fetch(`${baseUrl()}/api/admin/auth/login`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(E2E_ADMIN) });
  assert.equal(response.status, 200, 'the e2e admin signs in');
  return response.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
}

/**
 * The built server runs its projections in a worker thread (Jest runs them in-thread, from the
 * TypeScript sources): this checks, against the real built app, that the thread holds every
 * projector and keeps them caught up with what the API appends.
 */
describe('platform: projections in the worker thread', () => {
  test('every projector runs in this instance and catches up with a new submission', async () => {
    // The public answer is the status alone; the projectors and their lag are for signed-in staff.
    assert.deepEqual(await (await fetch(`${baseUrl()}/api/health`)).json(), { status: 'ok' });
    const cookie = await staffCookie();
    const staffHealth = async () => (await fetch(`${baseUrl()}/api/health`, { headers: { cookie } })).json();
    const before = await staffHealth();
    assert.equal(before.status, 'ok');
    assert.ok(before.projections.length >= 5);
    for (const projection of before.projections) assert.equal(projection.runningHere, true, `${projection.name} runs here`);

    await createApplication();
    const deadline = Date.now() + 10_000;
    let health;
    do {
      health = await staffHealth();
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

/** One GET with a chosen Accept-Encoding; the body as sent (not decoded). */
function getRaw(path, acceptEncoding) {
  return new Promise((resolve, reject) => {
    http
      .get(`${baseUrl()}${path}`, { headers: { 'Accept-Encoding': acceptEncoding } }, (response) => {
        const chunks = [];
        response.on('data', (chunk) => chunks.push(chunk));
        response.on('end', () => resolve({ headers: response.headers, body: Buffer.concat(chunks) }));
      })
      .on('error', reject);
  });
}

describe('platform: the built web app goes out precompressed', () => {
  test('the prerendered page and a client route come as brotli or gzip, identical to the plain page', async () => {
    assert.match((await getRaw('/', 'identity')).body.toString(), /data-prerendered="\/"/);
    // Each page against its own plain text (a page other than home has its own title and description).
    for (const path of ['/', '/application']) {
      const plain = await getRaw(path, 'identity');
      assert.equal(plain.headers['content-encoding'], undefined);
      const br = await getRaw(path, 'gzip, deflate, br');
      assert.equal(br.headers['content-encoding'], 'br', `${path} as brotli`);
      assert.ok(br.body.length < plain.body.length / 3, `${path}: ${br.body.length} bytes of brotli for ${plain.body.length}`);
      assert.ok(brotliDecompressSync(br.body).equals(plain.body), `${path}: the brotli file is the current page`);
      const gz = await getRaw(path, 'gzip');
      assert.equal(gz.headers['content-encoding'], 'gzip', `${path} as gzip`);
      assert.ok(gunzipSync(gz.body).equals(plain.body), `${path}: the gzip file is the current page`);
    }
  });
});

/**
 * The policy is computed from the built page at start; the browser is what enforces it. The journeys
 * fail on any blocked script or style (support/browser.mjs); these pages are the ones no journey
 * otherwise opens.
 */
describe('platform: the Content-Security-Policy in the browser', () => {
  const session = useBrowser();

  test('the API documentation page renders under its policy', journey(async () => {
    const page = await session.open();
    const response = await page.goto('/api/docs');
    assert.match(response.headers()['content-security-policy'], /frame-ancestors 'none'/);
    await page.getByText('Türkiye e-Visa & travel insurance service API').first().waitFor();
  }));

  test('the start-up scripts of the page ran: the language chosen before is applied before the app loads', journey(async () => {
    const page = await session.open();
    await page.addInitScript(() => localStorage.setItem('language', 'ar'));
    // The app's own code held back: only the inline start-up script can set these.
    await page.route('**/assets/*.js', (route) => new Promise((resolve) => setTimeout(() => resolve(route.continue()), 1_000)));
    await page.goto('/');
    assert.equal(await page.evaluate(() => document.documentElement.dir), 'rtl');
    assert.equal(await page.evaluate(() => document.documentElement.lang), 'ar');
  }));
});
