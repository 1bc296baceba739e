import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { baseUrl, journey, useBrowser } from './support/browser.mjs';

/** The information pages as a keyboard user on a phone reads them. */
describe('public information pages', () => {
  const session = useBrowser();

  test(
    "requirements (Arabic, 360 px): a folded country group opens and closes from the keyboard, its button saying Hide while open",
    journey(async () => {
      const page = await session.open({ locale: 'ar', viewport: { width: 360, height: 740 } });
      await page.goto('/requirements');
      const group = page.getByTestId('policy-consulate');
      const summary = group.locator('summary');
      await summary.waitFor();
      const shown = (await summary.innerText()).trim();
      assert.match(shown, /^عرض الدول/);

      await summary.focus();
      await page.keyboard.press('Enter');
      await group.getByText(/^إخفاء الدول/).waitFor();
      assert.equal(await group.locator('details').getAttribute('open'), '');
      assert.equal(await group.getByTestId('countries-consulate').isVisible(), true);

      await page.keyboard.press('Enter');
      await group.getByText(shown).waitFor();
      assert.equal(await group.getByTestId('countries-consulate').isVisible(), false);
      assert.equal(await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth), true);
    }),
  );

  test(
    "home as served (no JavaScript yet) has the title and description the page sets once it runs; the FAQ in French has its own",
    journey(async () => {
      const served = await (await fetch(`${baseUrl()}/`)).text();
      const servedTitle = /<title>([^<]*)<\/title>/.exec(served)?.[1];
      const servedDescription = /<meta\s+name="description"\s+content="([^"]*)"/.exec(served)?.[1];
      assert.ok(servedTitle && servedDescription);

      const page = await session.open({ locale: 'en-GB', viewport: { width: 1280, height: 800 } });
      const head = () => page.evaluate(() => ({ title: document.title, description: document.querySelector('meta[name="description"]')?.getAttribute('content') }));
      // Reached in the app (from another page), so what the home page itself sets is what is read.
      await page.goto('/faq');
      await page.getByRole('heading', { level: 1, name: 'Frequently asked questions' }).waitFor();
      await page.locator('header').getByRole('link', { name: /Türkiye Travel Desk/ }).first().click();
      await page.waitForURL((url) => url.pathname === '/');
      await page.locator('#hero-title').waitFor();
      await page.waitForFunction((title) => document.title === title, servedTitle);
      assert.deepEqual(await head(), { title: servedTitle, description: servedDescription });

      await page.evaluate(() => localStorage.setItem('language', 'fr'));
      await page.goto('/faq');
      await page.getByRole('heading', { level: 1, name: 'Questions fréquentes' }).waitFor();
      await page.waitForFunction(() => document.title.startsWith('Questions fréquentes'));
      const faq = await head();
      assert.match(faq.description ?? '', /^Les réponses sur la demande d'e-Visa/);
    }),
  );

  test(
    "the FAQ as served (no JavaScript, as a crawler or a link preview reads it) has its own English title and description, the ones it sets once it runs, not the home page's",
    journey(async () => {
      const servedHead = async (path) => {
        const html = await (await fetch(`${baseUrl()}${path}`)).text();
        const text = (escaped) => escaped?.replace(/&quot;/g, '"').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');
        return { title: text(/<title>([^<]*)<\/title>/.exec(html)?.[1]), description: text(/<meta\s+name="description"\s+content="([^"]*)"/.exec(html)?.[1]) };
      };
      const faq = await servedHead('/faq');
      const home = await servedHead('/');
      assert.equal(faq.title, 'Frequently asked questions | Türkiye Travel Desk');
      assert.match(faq.description ?? '', /^Answers about applying for a Türkiye e-Visa/);
      assert.notEqual(faq.description, home.description);

      const page = await session.open({ locale: 'en-GB', viewport: { width: 1280, height: 800 } });
      await page.goto('/faq');
      await page.getByRole('heading', { level: 1, name: 'Frequently asked questions' }).waitFor();
      await page.waitForFunction((title) => document.title === title, faq.title);
      const head = await page.evaluate(() => ({ title: document.title, description: document.querySelector('meta[name="description"]')?.getAttribute('content') }));
      assert.deepEqual(head, faq);
      assert.equal(await page.locator('meta[name="description"]').count(), 1);
    }),
  );
});
