/**
 * WCAG 2.1 A/AA check of the real built app in real Chromium with axe-core: every public page (the
 * main ones in all six languages, the rest in English), the wizard's and the status page's states,
 * the payment pages of a real order, the cookie banner, the open chat widget, the open mobile menu,
 * and the staff area signed in. Fails with one entry per violating element: impact, rule, target
 * selector, what is wrong, and every page, state and language it was seen on.
 *
 * axe is served under the app's own origin by a route of the browser context and added with
 * addScriptTag({ url }): the app's Content-Security-Policy allows only 'self' scripts, so an inline
 * script (addScriptTag({ path })) would be blocked, and the journey keeps the policy enforced.
 */
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { MESSAGES } from '@evisa/contracts';
import { COUNTRIES } from '@evisa/contracts/countries';
import { E2E_ADMIN } from './support/app-server.mjs';
import { createApplication, payApplication, startPayment } from './support/applications.mjs';
import { journey, newPage, postJson, useBrowser } from './support/browser.mjs';

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'));
const AXE_URL = '/__e2e__/axe.min.js';
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

const LANGUAGES = ['en', 'tr', 'fr', 'de', 'es', 'ar'];
const DESKTOP = { width: 1280, height: 900 };
const PHONE = { width: 390, height: 844 };

// ---- the app's own wording, so the journey finds controls by their accessible name in every language
const localesDir = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'frontend', 'src', 'locales');
const localeCache = new Map();
function text(language, key) {
  const [namespace, path] = key.split(':');
  const lookUp = (lang) => {
    // English 'messages' are the contracts' own (the frontend generates that namespace from them).
    if (lang === 'en' && namespace === 'messages') return MESSAGES[path];
    const file = `${lang}/${namespace}`;
    if (!localeCache.has(file)) localeCache.set(file, JSON.parse(readFileSync(join(localesDir, `${file}.json`), 'utf8')));
    return path.split('.').reduce((node, part) => node?.[part], localeCache.get(file));
  };
  const value = lookUp(language) ?? lookUp('en');
  assert.equal(typeof value, 'string', `no text ${key}`);
  return value;
}

// ---- running axe

/** Serves axe under the app's origin for every page of the context (see the file comment). */
async function serveAxe(context) {
  await context.route(`**${AXE_URL}`, (route) => route.fulfill({ status: 200, contentType: 'text/javascript', body: AXE_SOURCE }));
}

/** Why the page is not ready to be checked yet, or '' once it is (runs in the page). */
function unsettledReason({ lang, launcher }) {
  const html = document.documentElement;
  if (html.lang !== lang) return `<html lang> is ${html.lang}`;
  const select = document.querySelector('select[data-language-select]');
  if (select && select.value !== lang) return `the language picker shows ${select.value}`;
  if (!document.querySelector('h1')) return 'no h1 yet';
  if (document.querySelector('main [role="status"] .animate-spin')) return 'a part of the page is still loading';
  // The chat launcher stays disabled until React has adopted the prerendered markup.
  if ([...document.querySelectorAll('button[disabled]')].some((b) => b.getAttribute('aria-label') === launcher)) return 'not hydrated yet';
  const moving = document
    .getAnimations()
    .some((animation) => animation.playState === 'running' && animation.effect?.getComputedTiming().iterations !== Infinity);
  return moving ? 'an animation is still running' : '';
}

/**
 * Waits until the page is the app's rendered page in `language`, not the prerendered English markup,
 * a loading placeholder or a half-finished animation (which would make colour contrast unreadable).
 */
async function settle(page, language) {
  const args = { lang: language, launcher: text(language, 'chat:launcher.open') };
  const deadline = Date.now() + 15_000;
  for (;;) {
    const reason = await page.evaluate(unsettledReason, args);
    if (!reason) return;
    if (Date.now() > deadline) throw new Error(`${page.url()} was not ready to check in ${language}: ${reason}`);
    await page.waitForTimeout(50);
  }
}

/**
 * Runs axe on the page as it is and records each violating element under its rule and selector,
 * with `where` (the page and its state) and the language it was seen in.
 */
async function check(page, findings, language, where) {
  await settle(page, language);
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ url: AXE_URL });
  const violations = await page.evaluate(
    async (tags) => {
      const result = await window.axe.run(document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] });
      return result.violations.map((v) => ({
        id: v.id,
        impact: v.impact,
        help: v.help,
        nodes: v.nodes.map((n) => ({
          target: n.target.join(' '),
          html: n.html.slice(0, 160),
          summary: n.failureSummary?.split('\n').slice(1, 2).join('').trim() ?? '',
        })),
      }));
    },
    WCAG_TAGS,
  );
  for (const violation of violations) {
    for (const node of violation.nodes) {
      // Keyed by the element's markup: the same element is reported once whichever page it was on.
      const key = `${violation.id} ${node.html}`;
      const finding = findings.get(key) ?? {
        title: `[${violation.impact}] ${violation.id}: ${node.target}`,
        help: `${violation.help}. ${node.summary}`,
        seen: new Set(),
      };
      finding.seen.add(`${where} (${language})`);
      findings.set(key, finding);
    }
  }
}

/** One entry per rule and element, with every page, state and language it was seen on. */
function assertNoFindings(findings) {
  const report = [...findings.values()].map(({ title, help, seen }) => {
    const pages = [...seen];
    const more = pages.length > 6 ? ` and ${pages.length - 6} more` : '';
    return `${title}\n    ${help}\n    on: ${pages.slice(0, 6).join(', ')}${more}`;
  });
  assert.equal(report.length, 0, `${report.length} accessibility violation(s) (rule: target selector):\n${report.join('\n')}`);
}

/**
 * Opens `path` as a visitor would: by a link of the page when the header or footer has one (a
 * client-side navigation, no reload), else by its address. `where` names the page in the report.
 */
async function go(page, findings, language, path, where = path) {
  const link = page.locator(`header a[href="${path}"]:visible, footer a[href="${path}"]:not([target])`).first();
  if (await link.count()) {
    // The new page has its own h1: the old one going away says the route has changed.
    const previous = await page.evaluateHandle(() => document.querySelector('h1'));
    await link.click();
    await page.waitForURL((url) => url.pathname === path);
    await page.waitForFunction((h1) => !h1?.isConnected, previous);
    await previous.dispose();
  } else {
    await page.goto(path);
  }
  await check(page, findings, language, where);
}

// ---- the pages

/** A fresh context in `language`: the home page, then the language chosen with the picker (as a visitor does). */
async function openIn(session, language, options) {
  const page = await session.open({ viewport: DESKTOP, ...options });
  await serveAxe(page.context());
  await page.goto('/');
  await settle(page, 'en');
  if (language !== 'en') {
    await page.getByRole('combobox', { name: text('en', 'common:language.label') }).selectOption(language);
    await page.getByRole('button', { name: text(language, 'chat:launcher.open') }).waitFor();
  }
  const { lang, dir } = await page.evaluate(() => ({ lang: document.documentElement.lang, dir: document.documentElement.dir }));
  assert.deepEqual({ lang, dir }, { lang: language, dir: language === 'ar' ? 'rtl' : 'ltr' });
  return page;
}

/** Chooses a country of the wizard's first step by its (English) name; an option reads "<flag> <name>". */
async function chooseCountry(page, name) {
  const country = page.locator('#wizard-country');
  await country.and(page.locator(':enabled')).waitFor();
  const value = await country.evaluate((select, wanted) => [...select.options].find((o) => o.text.startsWith(`${wanted} `))?.value, name);
  assert.ok(value, `${name} is in the country list`);
  await country.selectOption(value);
}

async function checkWizard(page, findings, language) {
  await go(page, findings, language, '/application', '/application step 1');
  const next = page.getByRole('button', { name: text(language, 'wizard:nav.next') });
  // Next with nothing chosen: the step stays and a toast says what is missing.
  await next.click();
  await page.locator('li[data-swipe-direction][data-state="open"]').first().waitFor();
  await check(page, findings, language, '/application step 1 after a failed Next');
  await page.locator('#wizard-document-type').selectOption('ordinary');
  if (language === 'en') {
    // A country whose citizens need a consulate visa: the red alert and its countdown to insurance.
    await chooseCountry(page, COUNTRIES.find((c) => c.visaPolicy === 'consulate').name);
    await page.getByTestId('eligibility-alert').and(page.locator('[data-variant="red"]')).waitFor();
    await check(page, findings, language, '/application step 1 with a consulate-only country');
  }
  // A 'conditional' country shows the green alert; Next leads to the supporting-document step.
  await chooseCountry(page, COUNTRIES.find((c) => c.code === 'IND').name);
  await page.getByTestId('eligibility-alert').and(page.locator('[data-variant="green"]')).waitFor();
  await check(page, findings, language, '/application step 1 with an eligible country');
  await next.click();
  await page.getByRole('heading', { level: 2, name: text(language, 'wizard:headings.supportingDocuments'), exact: false }).waitFor();
  await check(page, findings, language, '/application step 2');
}

/**
 * The simulated provider's card page for a real order (English only): as it opens, with the card
 * details missing, and the result pages of a cancelled and of a completed payment; then the status
 * page showing that paid application.
 */
async function checkPaymentPages(page, findings) {
  const cancelled = await createApplication({ passportNumber: `A11Y${Date.now().toString().slice(-6)}` });
  await go(page, findings, 'en', await startPayment(cancelled.applicationNumber, cancelled.payload), '/mock-gpay-payment');
  await page.locator('main button[type="submit"][form]').click();
  await page.getByText(text('en', 'messages:fillAllFields')).waitFor();
  await check(page, findings, 'en', '/mock-gpay-payment with the card details missing');
  await page.getByRole('button', { name: text('en', 'payment:mock.cancel') }).click();
  await page.waitForURL((url) => url.pathname === '/payment/cancel');
  await check(page, findings, 'en', '/payment/cancel after a cancelled payment');

  const paid = await createApplication({ passportNumber: `A11Y${Date.now().toString().slice(-6)}` });
  await startPayment(paid.applicationNumber, paid.payload);
  const { redirectUrl } = await postJson('/api/simulated-provider/checkout', {
    order: paid.applicationNumber,
    amount: paid.payload.totalAmount,
    outcome: 'completed',
    cardLast4: '4242',
  });
  await page.goto(redirectUrl);
  await page.getByRole('heading', { name: /Payment Successful!/ }).waitFor();
  await check(page, findings, 'en', '/payment/success after a completed payment');
  await page.goto(`/status?ref=${paid.applicationNumber}`);
  await page.getByRole('region', { name: `${paid.payload.firstName} ${paid.payload.lastName}` }).waitFor();
  await check(page, findings, 'en', '/status with a paid application');
}

async function checkStatus(page, findings, language) {
  await go(page, findings, language, '/status');
  // Submitting nothing shows the field's error; an unknown number shows the not-found message.
  await page.getByRole('button', { name: text(language, 'status:form.submit') }).click();
  await page.locator('main [role="alert"]').first().waitFor();
  await check(page, findings, language, '/status with an empty number');
  await page.getByLabel(text(language, 'status:form.label')).fill('ZZZ0000000000000');
  await page.getByRole('button', { name: text(language, 'status:form.submit') }).click();
  await page.getByText(text(language, 'messages:applicationNotFound'), { exact: false }).waitFor();
  await check(page, findings, language, '/status with an unknown number');
}

const CHAT_MARKER = `A11Y-${Date.now().toString(36)}`;
const CHAT_QUESTION = `Can I still change my arrival date? (${CHAT_MARKER})`;

/** The chat widget open; in English also with a conversation (which the staff test then opens). */
async function checkChatOpen(page, findings, language) {
  await page.getByRole('button', { name: text(language, 'chat:launcher.open') }).click();
  const composer = page.getByRole('textbox', { name: text(language, 'chat:composer.label') });
  await composer.waitFor();
  await check(page, findings, language, 'the open chat widget');
  if (language === 'en') {
    await composer.fill(CHAT_QUESTION);
    await composer.press('Enter');
    await page.getByRole('log').getByText('This is an automatic reply', { exact: false }).waitFor();
    await check(page, findings, language, 'the chat widget with a conversation');
  }
  await page.getByRole('button', { name: text(language, 'chat:panel.close') }).click();
}


const MAIN_PAGES = ['/insurance', '/faq', '/requirements', '/processing-times'];
// The payment result pages are checked with a real order's results (checkPaymentPages).
const OTHER_PAGES = [
  '/terms',
  '/privacy',
  '/kvkk',
  '/refund',
  '/security',
  '/payment-policy',
  '/payment-error?error=declined',
  '/payment-troubleshoot',
  '/mobile-test',
  '/no-such-page',
];

describe('accessibility (axe-core, WCAG 2.1 A and AA)', () => {
  const session = useBrowser();

  for (const language of LANGUAGES) {
    test(
      `${language}: the main pages, the wizard and status states, the open chat`,
      journey(async () => {
        const findings = new Map();
        const page = await openIn(session, language);
        await check(page, findings, language, '/');
        await checkChatOpen(page, findings, language);
        await checkWizard(page, findings, language);
        await checkStatus(page, findings, language);
        for (const path of MAIN_PAGES) await go(page, findings, language, path);
        if (language === 'en') {
          for (const path of OTHER_PAGES) await go(page, findings, language, path);
          await checkPaymentPages(page, findings);
        }
        assertNoFindings(findings);
      }),
    );
  }

  test(
    'phone: the cookie banner and its preferences, the open mobile menu (English and Arabic)',
    journey(async () => {
      const findings = new Map();
      for (const language of ['en', 'ar']) {
        const page = await newPage(session.browser, { acceptCookies: false, viewport: PHONE, locale: language === 'ar' ? 'ar-SA' : 'en-GB' });
        session.page = page;
        try {
          await serveAxe(page.context());
          await page.goto('/');
          const banner = page.getByRole('region', { name: text(language, 'common:cookies.title') });
          await banner.waitFor();
          await check(page, findings, language, '/ with the cookie banner');
          await banner.getByRole('button', { name: text(language, 'common:cookies.manage') }).click();
          await page.getByRole('dialog').waitFor();
          await check(page, findings, language, '/ with the cookie preferences');
          await page.getByRole('button', { name: text(language, 'common:cookies.save') }).click();
          await banner.waitFor({ state: 'detached' });
          await page.getByRole('button', { name: text(language, 'common:nav.openMenu') }).click();
          await page.locator('#mobile-menu').waitFor();
          await check(page, findings, language, '/ with the mobile menu open');
        } finally {
          await page.context().close();
          session.page = undefined;
        }
      }
      assertNoFindings(findings);
    }),
  );

  test(
    'staff area signed in: /admin sections and /chat-admin',
    journey(async () => {
      const findings = new Map();
      const { applicationNumber, payload } = await createApplication({ passportNumber: `A11Y${Date.now().toString().slice(-6)}` });
      await payApplication(applicationNumber, payload);

      const page = await session.open({ viewport: DESKTOP });
      await serveAxe(page.context());
      await page.goto('/admin');
      await page.getByLabel('Email address').waitFor();
      await check(page, findings, 'en', '/admin sign-in');
      await page.getByLabel('Email address').fill(E2E_ADMIN.email);
      await page.getByLabel('Password').fill(E2E_ADMIN.password);
      await page.getByLabel('Password').press('Enter');
      await page.getByRole('heading', { name: 'Staff panel' }).waitFor();
      await page.getByTestId(`visa-row-${applicationNumber}`).waitFor();
      await check(page, findings, 'en', '/admin visa applications');
      for (const tab of ['Insurance applications', 'Live support chat', 'Outbox', 'Staff']) {
        await page.getByRole('tab', { name: tab }).click();
        await page.getByRole('tabpanel').waitFor();
        await page.waitForLoadState('networkidle');
        await check(page, findings, 'en', `/admin ${tab}`);
      }
      await page.getByRole('tab', { name: 'Visa applications' }).click();
      for (const [button, where] of [
        [`Approve application ${applicationNumber}`, '/admin approve dialog'],
        [`History of application ${applicationNumber}`, '/admin history dialog'],
      ]) {
        await page.getByRole('button', { name: button }).click();
        await page.getByRole('dialog').waitFor();
        await check(page, findings, 'en', where);
        await page.keyboard.press('Escape');
        await page.getByRole('dialog').waitFor({ state: 'detached' });
      }

      // The conversation the English test started from the widget.
      await go(page, findings, 'en', '/chat-admin');
      await page.getByText('Connected to chat system').waitFor();
      await check(page, findings, 'en', '/chat-admin connected');
      await page.getByRole('button').filter({ hasText: CHAT_MARKER }).click();
      await page.getByRole('log').getByText(CHAT_QUESTION).waitFor();
      await check(page, findings, 'en', '/chat-admin with a conversation open');
      assertNoFindings(findings);
    }),
  );
});
