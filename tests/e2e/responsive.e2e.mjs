/**
 * Small phones and every language, in real Chromium against the real app. Every public page is
 * laid out at 320 and 375 px (phones) and 768 px (a tablet), in each of the six languages (German
 * and French have the longest words, Arabic mirrors the page), and checked for:
 *  - sideways scrolling, and content beyond either edge of the screen (which in Arabic, or on the
 *    left in the other languages, is cut off without a scroll bar), or cut off by a box that hides
 *    its overflow;
 *  - text clipped or spilling out of the header's elements and of buttons, button-like links and
 *    selects (a select cuts its chosen option short);
 *  - on phones, tap targets (buttons, button-like links, inputs, selects, radios and checkboxes with
 *    their labels) of at least 44 × 44 px; inline links in running text, and the footer, are exempt.
 * On the home page: the mobile menu (opens, lists the navigation, closes with Escape), the cookie
 * banner and its preferences dialog, the chat launcher and the open chat panel. The wizard on its
 * first step, after a failed "next", and on its second step before and after answering "yes"
 * (a date picker, a checkbox); the status page with a validation and with a lookup error. The staff
 * pages, signed in, at 375 px for page-level sideways scrolling only (their tables scroll inside
 * their own containers).
 *
 * One browser; a context per language, three languages at a time. Each opens the app once and moves
 * between pages inside it, as its links do; each screen is laid out at every width by resizing the
 * viewport. A language's problems are collected and reported together, one line each.
 */
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { E2E_ADMIN } from './support/app-server.mjs';
import { journey, newPage, screenshotOnFailure, useBrowser } from './support/browser.mjs';

const LANGUAGES = [
  { code: 'en', locale: 'en-GB' },
  { code: 'tr', locale: 'tr-TR' },
  { code: 'fr', locale: 'fr-FR' },
  { code: 'de', locale: 'de-DE' },
  { code: 'es', locale: 'es-ES' },
  { code: 'ar', locale: 'ar-EG' },
];
const WIDTHS = [320, 375, 768];
const PHONE_MAX_WIDTH = 639; // below Tailwind's `sm`
const MIN_TARGET_PX = 44;
const heightFor = (width) => (width <= PHONE_MAX_WIDTH ? 720 : 1024);

/** The other pages, checked as they open (the home page, the wizard and the status page have steps of their own). */
const CONTENT_PAGES = [
  '/insurance',
  '/faq',
  '/requirements',
  '/processing-times',
  '/terms',
  '/privacy-policy',
  '/kvkk',
  '/refund',
  '/security',
  '/payment-policy',
  '/payment-error',
  '/payment-troubleshoot',
];

/** The wording the journey clicks by, from the app's own translation files. */
function strings(code) {
  const read = (namespace) =>
    JSON.parse(readFileSync(new URL(`../../frontend/src/locales/${code}/${namespace}.json`, import.meta.url), 'utf8'));
  const common = read('common');
  const chat = read('chat');
  const wizard = read('wizard');
  const status = read('status');
  return {
    openMenu: common.nav.openMenu,
    navLinks: ['home', 'apply', 'insurance', 'status', 'requirements', 'faq'].map((key) => common.nav[key]),
    acceptCookies: common.cookies.acceptAll,
    manageCookies: common.cookies.manage,
    cancel: common.actions.cancel,
    openChat: chat.launcher.open,
    closeChat: chat.panel.close,
    next: wizard.nav.next,
    checkStatus: status.form.submit,
  };
}

/**
 * Runs in the page: the layout problems at the current viewport width, as readable lines.
 * `targets`: also check tap targets (phones). `overflowOnly`: only sideways scrolling (staff pages).
 */
function auditLayout({ targets, overflowOnly, minTarget }) {
  const vw = window.innerWidth;
  const problems = [];
  const round = (n) => Math.round(n * 10) / 10;
  const describe = (el) => {
    const classes = (el.getAttribute('class') ?? '').trim().split(/\s+/).filter(Boolean);
    const cls = classes.length ? `.${classes.slice(0, 6).join('.')}${classes.length > 6 ? '…' : ''}` : '';
    const raw =
      (el instanceof HTMLSelectElement ? el.selectedOptions[0]?.text : el.innerText) ||
      el.getAttribute('aria-label') ||
      el.getAttribute('placeholder') ||
      '';
    const text = raw.replace(/\s+/g, ' ').trim();
    return `<${el.tagName.toLowerCase()}${cls}> "${text.length > 50 ? `${text.slice(0, 49)}…` : text}"`;
  };
  const laidOut = (el) => {
    const rect = el.getBoundingClientRect();
    if (rect.width < 2 || rect.height < 2) return false; // nothing, or visually hidden (sr-only)
    return el.checkVisibility({ checkVisibilityCSS: true, visibilityProperty: true, checkOpacity: true, opacityProperty: true });
  };
  /** The nearest ancestor that clips or scrolls sideways: what is in it cannot widen the page. */
  const overflowX = new Map();
  const clippingAncestor = (node) => {
    for (let a = node.parentElement; a && a !== document.body; a = a.parentElement) {
      let value = overflowX.get(a);
      if (value === undefined) overflowX.set(a, (value = getComputedStyle(a).overflowX));
      if (value !== 'visible') return a;
    }
    return null;
  };

  // 1. Sideways scrolling, and content beyond the screen's edges (in right-to-left pages what passes
  //    the right edge, and in the others what passes the left, is cut off without a scroll bar).
  const scrollWidth = document.documentElement.scrollWidth;
  const beyond = new Map();
  for (const el of document.body.querySelectorAll('*')) {
    if (el.closest('svg') && el.tagName.toLowerCase() !== 'svg') continue;
    const rect = el.getBoundingClientRect();
    const over = Math.max(rect.right - vw, -rect.left);
    if (over <= 1 || !laidOut(el) || clippingAncestor(el)) continue;
    beyond.set(el, { over, rect });
  }
  // Text overflows its box without widening it (a long German word in a narrow column): its lines are
  // measured too. Beyond the screen, it is reported as its element; cut off by a box that hides its
  // overflow, as clipped text.
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  const range = document.createRange();
  const textBeyond = new Map();
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const el = node.parentElement;
    if (!el || !node.textContent.trim() || el.closest('svg, script, style, template')) continue;
    range.selectNodeContents(node);
    const rect = range.getBoundingClientRect();
    if (rect.width < 2 || !laidOut(el)) continue;
    const clipper = clippingAncestor(node);
    if (clipper) {
      const box = clipper.getBoundingClientRect();
      const scrolls = ['auto', 'scroll'].includes(overflowX.get(clipper));
      if (!scrolls && box.width >= 2 && (rect.right > box.right + 1 || rect.left < box.left - 1)) {
        problems.push(`${describe(el)}: text is cut off by ${describe(clipper)} (text ${round(rect.left)}…${round(rect.right)}, box ${round(box.left)}…${round(box.right)})`);
      }
      continue;
    }
    const over = Math.max(rect.right - vw, -rect.left);
    if (over <= 1 || beyond.has(el)) continue;
    const known = textBeyond.get(el);
    if (!known || known.over < over) textBeyond.set(el, { over, rect });
  }
  // The innermost ones are the culprits; their ancestors are only pushed out by them.
  const culprits = [
    ...[...beyond.entries()].filter(([el]) => ![...el.children].some((child) => beyond.has(child) || textBeyond.has(child))),
    ...textBeyond.entries(),
  ].sort((a, b) => b[1].over - a[1].over);
  if (scrollWidth > vw || culprits.length) {
    const what = scrollWidth > vw ? `the page scrolls sideways (scrollWidth ${scrollWidth} > ${vw})` : 'content is cut off at the screen edge';
    const widest = culprits
      .slice(0, 4)
      .map(([el, { rect }]) => `${describe(el)} spans ${round(rect.left)}…${round(rect.right)}`)
      .join('; ');
    problems.push(`${what}${widest ? `; widest: ${widest}` : ''}`);
  }
  if (overflowOnly) return problems;

  // 2. Clipped or spilling text in the header and in buttons, button-like links and selects.
  const header = document.querySelector('header');
  const clipCandidates = new Set([
    ...(header ? header.querySelectorAll('*') : []),
    ...document.querySelectorAll('button, a, select, [role="button"], [role="tab"]'),
  ]);
  const canvas = document.createElement('canvas').getContext('2d');
  for (const el of clipCandidates) {
    if (!laidOut(el) || el.closest('svg')) continue;
    const style = getComputedStyle(el);
    if (style.display === 'inline' || style.display === 'contents') continue;
    if (style.overflowX === 'auto' || style.overflowX === 'scroll') continue;
    if (el instanceof HTMLSelectElement) {
      // A select never overflows: it cuts its chosen option's text short instead.
      const text = el.selectedOptions[0]?.text ?? '';
      canvas.font = `${style.fontStyle} ${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
      const needed = canvas.measureText(text).width;
      const arrow = style.appearance === 'none' ? 0 : 20; // the browser's own arrow sits inside the padding box
      const room = el.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight) - arrow;
      if (needed > room + 1) problems.push(`${describe(el)}: the chosen option is cut short (${round(needed)} px of text in ${round(room)} px)`);
      continue;
    }
    if (!el.innerText?.trim()) continue;
    if (el.clientWidth > 0 && el.scrollWidth > el.clientWidth + 1) {
      problems.push(`${describe(el)}: text ${style.overflowX === 'visible' ? 'spills out' : 'is clipped'} (${el.scrollWidth} px wide in ${el.clientWidth} px)`);
    } else if (style.overflowY !== 'visible' && el.clientHeight > 0 && el.scrollHeight > el.clientHeight + 1) {
      problems.push(`${describe(el)}: text is clipped (${el.scrollHeight} px tall in ${el.clientHeight} px)`);
    }
  }

  // 3. Tap targets (phones).
  if (targets) {
    const selector =
      'a, button, input:not([type="hidden"]), select, textarea, summary, [role="button"], [role="checkbox"], [role="radio"], [role="tab"], [role="combobox"], [role="switch"]';
    for (const el of document.querySelectorAll(selector)) {
      if (el.closest('[aria-hidden="true"], footer') || !laidOut(el)) continue;
      // Inline links in running text are exempt (WCAG 2.5.8's inline exception).
      if (el.tagName === 'A' && getComputedStyle(el).display === 'inline') continue;
      // A radio or checkbox is tapped through its label too.
      const boxes = [el.getBoundingClientRect()];
      const role = el.getAttribute('role') ?? el.getAttribute('type');
      if (role === 'checkbox' || role === 'radio') {
        for (const label of [...(el.labels ?? []), el.closest('label')]) if (label) boxes.push(label.getBoundingClientRect());
      }
      const left = Math.min(...boxes.map((b) => b.left));
      const right = Math.max(...boxes.map((b) => b.right));
      const top = Math.min(...boxes.map((b) => b.top));
      const bottom = Math.max(...boxes.map((b) => b.bottom));
      const [width, height] = [right - left, bottom - top];
      if (width < minTarget - 0.5 || height < minTarget - 0.5) {
        problems.push(`${describe(el)}: tap target ${round(width)}×${round(height)} px, under ${minTarget}×${minTarget}`);
      }
    }
  }
  return [...new Set(problems)];
}

/**
 * Opens `path` inside the app (as its own links do: no reload, the app and its code stay loaded) and
 * waits until the page has been rendered in `code`.
 */
async function visit(page, path, code) {
  await page.evaluate((to) => {
    document.querySelector('#main h1')?.setAttribute('data-left', '');
    history.pushState(history.state, '', to);
    dispatchEvent(new PopStateEvent('popstate', { state: history.state }));
  }, path);
  await settled(page, code);
}

/**
 * Waits until the page shows its heading, rendered by the app in `code` (not the English prerendered
 * at build time, nor the page before an in-app visit), with nothing in it still loading.
 */
async function settled(page, code) {
  await page.waitForFunction((lang) => {
    const html = document.documentElement;
    if (html.lang !== lang || html.hasAttribute('data-prerender-stale')) return false;
    const main = document.getElementById('main');
    const heading = main?.querySelector('h1:not([data-left])');
    return !!heading && heading.getBoundingClientRect().height > 0 && !main.querySelector('.animate-spin, .animate-pulse');
  }, code);
  await page.evaluate(() => document.fonts.ready);
}

/** The app's readable report: one line per problem, or none. */
const report = (what, problems) => `${what}: ${problems.length} layout problem(s):\n  ${problems.join('\n  ')}`;

// The languages run three at a time (each in its own context): their pages mostly wait on the app.
describe('responsive layout: small phones and every language', { concurrency: 3 }, () => {
  const session = useBrowser();

  /** A journey on a page of its own context (the suite's tests run side by side), screenshotted if it fails. */
  const onOwnPage = (options, body) => async (t) => {
    const page = await newPage(session.browser, options);
    try {
      await journey(() => body(page))(t);
    } finally {
      await screenshotOnFailure(t, page);
      await page.context().close();
    }
  };

  for (const { code, locale } of LANGUAGES) {
    test(
      `${code}: the public pages fit 320, 375 and 768 px without clipped text, with 44 px tap targets on phones`,
      onOwnPage({ locale, acceptCookies: false, viewport: { width: WIDTHS[0], height: heightFor(WIDTHS[0]) } }, async (page) => {
        const t = strings(code);
        const problems = [];

        /** Audits the current screen at every width (or the given ones), then returns to the narrowest. */
        const check = async (screen, { widths = WIDTHS } = {}) => {
          for (const width of widths) {
            await page.setViewportSize({ width, height: heightFor(width) });
            const found = await page.evaluate(auditLayout, { targets: width <= PHONE_MAX_WIDTH, overflowOnly: false, minTarget: MIN_TARGET_PX });
            for (const line of found) problems.push(`${screen} @ ${width}px: ${line}`);
          }
          await page.setViewportSize({ width: WIDTHS[0], height: heightFor(WIDTHS[0]) });
        };
        const phones = WIDTHS.filter((width) => width <= PHONE_MAX_WIDTH);
        /** A step that must work; its failure is reported with the layout problems instead of ending the journey. */
        const step = async (what, body) => {
          try {
            await body();
          } catch (error) {
            problems.push(`${what}: ${error instanceof Error ? error.message.split('\n')[0] : error}`);
          }
        };

        await page.goto('/');
        await settled(page, code);

        // The mobile menu: opens, lists the navigation, closes with Escape (and hands the keyboard back to its button).
        const toggle = page.getByRole('button', { name: t.openMenu, exact: true });
        const menu = page.locator('#mobile-menu');
        await step('the mobile menu', async () => {
          await toggle.click();
          await menu.waitFor({ state: 'visible', timeout: 10_000 });
          const listed = (await menu.getByRole('link').allInnerTexts()).map((text) => text.trim());
          assert.deepEqual(listed, t.navLinks, 'it does not list the navigation');
          await check('/ with the mobile menu open', { widths: phones });
          await page.keyboard.press('Escape');
          await menu.waitFor({ state: 'hidden', timeout: 10_000 }).catch(() => {
            throw new Error('Escape does not close it');
          });
          assert.equal(await page.getByRole('button', { expanded: false }).and(page.locator('[aria-controls="mobile-menu"]')).count(), 1, 'its button still says it is open');
          assert.equal(await page.evaluate(() => document.activeElement?.getAttribute('aria-controls')), 'mobile-menu', 'the keyboard is not back on its button');
        });
        if (await menu.isVisible()) await page.locator('[aria-controls="mobile-menu"]').click();

        // The cookie banner of a first visit, and its preferences dialog.
        const banner = page.locator('section[aria-labelledby="cookie-banner-title"]');
        await banner.waitFor();
        await check('/ with the cookie banner');
        await step('the cookie preferences', async () => {
          await banner.getByRole('button', { name: t.manageCookies, exact: true }).click();
          const dialog = page.getByRole('dialog');
          await dialog.waitFor({ timeout: 10_000 });
          await check('/ with the cookie preferences open', { widths: phones });
          await dialog.getByRole('button', { name: t.cancel, exact: true }).click();
          await dialog.waitFor({ state: 'detached' });
        });
        await banner.getByRole('button', { name: t.acceptCookies, exact: true }).click();
        await banner.waitFor({ state: 'detached' });

        // The chat: its launcher was on every screen above; now the open panel.
        await step('the chat panel', async () => {
          await page.getByRole('button', { name: t.openChat, exact: true }).click();
          const panel = page.locator('section').filter({ has: page.getByRole('log') });
          await panel.waitFor({ timeout: 10_000 });
          await check('/ with the chat open');
          await panel.getByRole('button', { name: t.closeChat, exact: true }).click();
          await panel.waitFor({ state: 'detached' });
        });

        // The wizard: its first step, the same after a failed "next" (and its message), its second step.
        await visit(page, '/application', code);
        const country = page.locator('#wizard-country');
        await country.and(page.locator(':enabled')).waitFor();
        await check('/application step 1');
        await page.getByRole('button', { name: t.next, exact: true }).click();
        await page.locator('[role="region"] li[data-state="open"]').first().waitFor();
        await check('/application step 1 after a failed "next"');
        await step("reaching the wizard's step 2", async () => {
          const india = await country.evaluate((select) => [...select.options].find((o) => o.text.startsWith('India '))?.value);
          await country.selectOption(india ?? 'India');
          await page.locator('#wizard-document-type').selectOption('ordinary');
          await page.getByRole('button', { name: t.next, exact: true }).click();
          await page.locator('#main [role="radio"]').first().waitFor({ timeout: 10_000 });
          await check('/application step 2');
          // With a supporting document: its fields, a date picker showing its longest month, a checkbox.
          await page.locator('#supporting-answer-yes').click();
          await page.locator('#supporting-kind-visa').click();
          await page.locator('#supporting-end').selectOption('28');
          await page.locator('#supporting-end-month').selectOption('08');
          await page.locator('#supporting-end-year').selectOption({ index: 1 });
          await check('/application step 2 with a supporting document');
        });

        // The status page: a validation error, then a lookup error.
        await visit(page, '/status', code);
        const submit = page.getByRole('button', { name: t.checkStatus, exact: true });
        await submit.click();
        await page.locator('#main [role="alert"]').waitFor();
        await check('/status with a validation error');
        await page.locator('#main input[name="ref"]').fill('ZZZ0000000000000');
        await submit.click();
        await page.locator('#main [aria-live] [role="alert"]').waitFor();
        await check('/status with a lookup error');

        for (const path of CONTENT_PAGES) {
          await visit(page, path, code);
          await check(path);
        }

        assert.equal(problems.length, 0, report(code, problems));
      }),
    );
  }

  for (const { code, locale } of LANGUAGES.filter((language) => ['en', 'ar'].includes(language.code))) {
    test(
      `${code}: on a 360 px phone no control reached with Tab, from the top of the home page to its end, is hidden under the cookie banner`,
      onOwnPage({ locale, acceptCookies: false, viewport: { width: 360, height: 740 } }, async (page) => {
        await page.goto('/');
        await settled(page, code);
        const banner = page.locator('section[aria-labelledby="cookie-banner-title"]');
        await banner.waitFor();
        const hidden = [];
        // Until Tab reaches the banner itself, the last thing in the page.
        for (let presses = 0; presses < 150; presses += 1) {
          await page.keyboard.press('Tab');
          const focus = await page.evaluate(() => {
            const element = document.activeElement;
            const section = document.querySelector('section[aria-labelledby="cookie-banner-title"]');
            if (!element || !section || section.contains(element)) return null;
            // The chat launcher (fixed, like the banner) counts too: it stands on top of the banner.
            const box = element.getBoundingClientRect();
            const covered = Math.max(0, box.bottom - section.getBoundingClientRect().top);
            return { name: (element.getAttribute('aria-label') || element.textContent || element.tagName).trim().slice(0, 40), covered: Math.round(covered) };
          });
          if (!focus) break;
          if (focus.covered > 0) hidden.push(`"${focus.name}": ${focus.covered} px under the banner`);
        }
        assert.ok(await page.evaluate(() => !!document.activeElement?.closest('section[aria-labelledby="cookie-banner-title"]')), 'Tab never reached the banner');
        assert.deepEqual(hidden, [], `controls under the cookie banner:\n${hidden.join('\n')}`);
      }),
    );
  }

  test(
    'staff pages, signed in, do not scroll sideways at 375 px (tables scroll in their own containers)',
    onOwnPage({ viewport: { width: 375, height: heightFor(375) } }, async (page) => {
      const problems = [];
      const check = async (screen) => {
        const found = await page.evaluate(auditLayout, { targets: false, overflowOnly: true, minTarget: MIN_TARGET_PX });
        for (const line of found) problems.push(`${screen} @ 375px: ${line}`);
      };
      await page.goto('/admin');
      await page.getByLabel('Email address').fill(E2E_ADMIN.email);
      await page.getByLabel('Password').fill(E2E_ADMIN.password);
      await page.getByLabel('Password').press('Enter');
      await page.getByRole('heading', { name: 'Staff panel' }).waitFor();
      await page.evaluate(() => document.fonts.ready);
      for (const tab of await page.getByRole('tab').all()) {
        const name = (await tab.innerText()).trim();
        await tab.click();
        await page.getByRole('tabpanel').waitFor();
        await check(`/admin, tab "${name}"`);
      }

      await page.goto('/chat-admin');
      const signIn = page.getByLabel('Email address');
      const connected = page.getByText('Connected to chat system');
      await signIn.or(connected).first().waitFor();
      if (await signIn.isVisible()) {
        await signIn.fill(E2E_ADMIN.email);
        await page.getByLabel('Password').fill(E2E_ADMIN.password);
        await page.getByLabel('Password').press('Enter');
      }
      await connected.waitFor();
      await check('/chat-admin');

      assert.equal(problems.length, 0, report('staff pages', problems));
    }),
  );
});
