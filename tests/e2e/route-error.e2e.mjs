/**
 * A page whose code cannot be downloaded (a dropped connection on a phone; a release that replaced
 * the file) in real Chromium against the real app: after the router's one automatic reload, the
 * page says so in its language inside the site's layout, with Try again, which loads it once the
 * file can be fetched again. Before, the router's English developer notice ('Something went
 * wrong!') or nothing at all was shown.
 */
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { journey, useBrowser } from './support/browser.mjs';

describe('a page whose code cannot be downloaded', () => {
  const session = useBrowser();

  test(
    'says so with Try again inside the layout, and Try again loads the page once the file comes',
    journey(async () => {
      const page = await session.open();
      const chunk = '**/assets/status-page-*.js';
      await page.route(chunk, (route) => route.abort('internetdisconnected'));
      await page.goto('/status');

      const heading = page.getByRole('heading', { level: 1, name: 'This page could not be loaded' });
      await heading.waitFor({ timeout: 15_000 });
      await page.getByText('Check your connection and try again.', { exact: false }).waitFor();
      // The layout stays: the site's header and footer are still there to go elsewhere.
      assert.equal(await page.getByRole('banner').count(), 1);
      assert.equal(await page.getByRole('contentinfo').count(), 1);
      assert.equal(await page.getByRole('link', { name: 'Go to the home page' }).getAttribute('href'), '/');
      assert.equal(await page.title(), await page.evaluate(() => document.title));
      assert.match(await page.title(), /This page could not be loaded/);

      await page.unroute(chunk);
      await page.getByRole('button', { name: 'Try again' }).click();
      await page.getByLabel('Application number').waitFor();
      assert.equal(await heading.count(), 0);
    }),
  );
});

describe('an address the app has no page at', () => {
  const session = useBrowser();

  test(
    'is answered 404 by the server and shows the app\'s own 404 page; a page typed in capitals is found',
    journey(async () => {
      const page = await session.open();
      const missing = await page.goto('/no-such-page');
      assert.equal(missing?.status(), 404);
      await page.getByRole('heading', { level: 1, name: '404 Page Not Found' }).waitFor();
      assert.equal(await page.getByRole('link', { name: 'Go to the home page' }).getAttribute('href'), '/');
      assert.equal(await page.getByRole('banner').count(), 1);

      const found = await page.goto('/FAQ');
      assert.equal(found?.status(), 200);
      await page.getByRole('heading', { level: 1 }).waitFor();
      assert.equal(await page.getByRole('heading', { level: 1, name: '404 Page Not Found' }).count(), 0);
    }),
  );
});
