import { after, afterEach, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { journey, launchBrowser, newPage, screenshotOnFailure } from './support/browser.mjs';

describe('languages', () => {
  let browser;
  let page;

  before(async () => {
    browser = await launchBrowser();
  });
  after(async () => {
    await browser?.close();
  });
  afterEach(async (t) => {
    await screenshotOnFailure(t, page);
    await page?.context().close();
  });

  const htmlLangDir = () =>
    page.evaluate(() => ({ lang: document.documentElement.lang, dir: document.documentElement.dir }));

  test(
    'Arabic renders right to left and the choice survives a reload',
    journey(async () => {
      page = await newPage(browser, { locale: 'en-GB' });
      await page.goto('/');
      await page.getByRole('heading', { level: 1, name: 'Your Turkey e-Visa, handled with care' }).waitFor();
      assert.deepEqual(await htmlLangDir(), { lang: 'en', dir: 'ltr' });

      await page.getByRole('combobox', { name: 'Language' }).selectOption('ar');
      await page.getByRole('heading', { level: 1, name: 'تأشيرتك الإلكترونية لتركيا، بعناية واهتمام' }).waitFor();
      assert.deepEqual(await htmlLangDir(), { lang: 'ar', dir: 'rtl' });
      assert.equal(await page.evaluate(() => getComputedStyle(document.body).direction), 'rtl');

      await page.reload();
      await page.getByRole('link', { name: 'التقديم على التأشيرة الإلكترونية' }).first().waitFor();
      assert.deepEqual(await htmlLangDir(), { lang: 'ar', dir: 'rtl' });
    }),
  );

  test(
    'a visitor whose browser speaks Turkish gets Turkish first',
    journey(async () => {
      page = await newPage(browser, { locale: 'tr-TR' });
      await page.goto('/');
      await page.getByRole('link', { name: 'e-Vize Başvurusu Yap' }).waitFor();
      assert.deepEqual(await htmlLangDir(), { lang: 'tr', dir: 'ltr' });
    }),
  );
});
