/**
 * Shared browser plumbing for the journeys: Debian Chromium driven by playwright-core, a fresh
 * context per journey, and a full-page screenshot in tests/artifacts/ when a journey fails.
 */
import { mkdir } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { after, afterEach, before } from 'node:test';
import { chromium } from 'playwright-core';

const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
export const artifactsDir = join(repoRoot, 'tests', 'artifacts');

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export function baseUrl() {
  const url = process.env.E2E_BASE_URL;
  if (!url) throw new Error('E2E_BASE_URL is not set; run the journeys through tests/e2e/run.mjs');
  return url.replace(/\/$/, '');
}

export async function launchBrowser() {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
}

/**
 * A page in a fresh context (empty storage). Cookie consent is pre-stored unless asked otherwise,
 * so the banner does not cover what a journey looks at.
 */
export async function newPage(browser, { locale = 'en-GB', acceptCookies = true, viewport = { width: 390, height: 844 } } = {}) {
  const context = await browser.newContext({ baseURL: baseUrl(), locale, viewport });
  if (acceptCookies) {
    await context.addInitScript(() => {
      if (!localStorage.getItem('cookieConsent')) {
        localStorage.setItem(
          'cookieConsent',
          JSON.stringify({ necessary: true, analytics: false, marketing: false, timestamp: new Date().toISOString() }),
        );
      }
    });
  }
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  // Chromium reports what the Content-Security-Policy blocked as console errors; a journey whose
  // page had anything blocked fails (see useBrowser), so the policy can never silently break a page.
  const violations = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  policyViolations.set(page, violations);
  return page;
}

const policyViolations = new WeakMap();

/**
 * The browser lifecycle every journey file shares; call it inside `describe`. The browser is launched
 * before the suite and closed after it; after each test the page opened with `open()` gets its
 * screenshot if the test failed, and its context is closed.
 * Usage: `const session = useBrowser();` then, in a journey, `const page = await session.open();`
 */
export function useBrowser() {
  const session = {
    /** The suite's browser, for pages a journey opens and closes itself (a second user, say). */
    browser: undefined,
    /** The test's main page: the one screenshotted on failure and closed after the test. */
    page: undefined,
    /** Opens the test's main page in a fresh context (see newPage for the options). */
    async open(options) {
      session.page = await newPage(session.browser, options);
      return session.page;
    },
  };
  before(async () => {
    session.browser = await launchBrowser();
  });
  after(async () => {
    await session.browser?.close();
  });
  afterEach(async (t) => {
    await screenshotOnFailure(t, session.page);
    const violations = (session.page && policyViolations.get(session.page)) ?? [];
    await session.page?.context().close();
    session.page = undefined;
    if (violations.length > 0) throw new Error(`the page broke its Content-Security-Policy:\n${violations.join('\n')}`);
  });
  return session;
}

/** Saves a screenshot named after the test when it failed; call from afterEach with the test context. */
export async function screenshotOnFailure(testContext, page) {
  if (!page || page.isClosed()) return;
  // node:test has no "failed" flag on the context; the runner marks failures through the diagnostic hook below.
  if (!failedTests.has(testContext.name)) return;
  await mkdir(artifactsDir, { recursive: true });
  const file = join(artifactsDir, `${testContext.name.replace(/[^\w-]+/g, '_')}-${Date.now()}.png`);
  await page.screenshot({ path: file, fullPage: true }).catch(() => undefined);
  console.error(`screenshot of the failed journey: ${file}`);
}

const failedTests = new Set();

/**
 * Wraps a journey body so a failure is recorded (for the screenshot) before it propagates.
 * Usage: test('name', journey(async (t) => { ... }))
 */
export function journey(body) {
  return async (t) => {
    try {
      await body(t);
    } catch (error) {
      failedTests.add(t.name);
      throw error;
    }
  };
}

/** POST JSON to the API with an idempotency key, as the frontend does. */
export async function postJson(path, body) {
  const response = await fetch(`${baseUrl()}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'Idempotency-Key': crypto.randomUUID() },
    body: JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`POST ${path} answered ${response.status}: ${text}`);
  return text ? JSON.parse(text) : undefined;
}
