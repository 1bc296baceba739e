/**
 * Web performance benchmark (issue 3, PRODUCT.md quality bars):
 *  1. from frontend/dist/.vite/manifest.json, the raw / gzip / brotli size of the JavaScript each
 *     route loads, and the home page's first-load compressed JavaScript against the 150 KB budget;
 *  2. Lighthouse (mobile preset, Debian Chromium) performance scores for /, /application and /insurance.
 *
 * Builds nothing. Uses the app at --url (or BENCH_BASE_URL) when given, otherwise starts the built
 * app itself. Options: --runs N (Lighthouse runs per page, median reported; default 3),
 * --skip-lighthouse. Exits 1 when a budget or score target is missed.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { isHealthy, missingBuilds, repoRoot, startApp } from '../e2e/support/app-server.mjs';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../e2e/support/browser.mjs';

const HOME_BUDGET_BYTES = 150 * 1000;
const LIGHTHOUSE_TARGET = 95;
/** Locale namespaces an English visitor's first page load fetches (i18n STARTUP_NAMESPACES). */
const STARTUP_LOCALES = ['src/locales/en/common.json', 'src/locales/en/home.json', 'src/locales/en/chat.json'];

/** Route → the lazily loaded module that renders it (see frontend/src/routes/page-routes.tsx). */
const ROUTE_CHUNKS = {
  '/application, /apply': 'src/features/visa-wizard/visa-wizard-page.tsx',
  '/status': 'src/features/status-check/status-page.tsx',
};

const { values: options } = parseArgs({
  options: {
    url: { type: 'string' },
    runs: { type: 'string', default: '3' },
    'skip-lighthouse': { type: 'boolean', default: false },
  },
});

const distDir = join(repoRoot, 'frontend', 'dist');
const kb = (bytes) => `${(bytes / 1000).toFixed(1)} KB`;

function sizes(file) {
  const content = readFileSync(join(distDir, file));
  return {
    raw: content.length,
    gzip: gzipSync(content, { level: 9 }).length,
    brotli: brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
  };
}

function sum(files) {
  return files.map(sizes).reduce((a, b) => ({ raw: a.raw + b.raw, gzip: a.gzip + b.gzip, brotli: a.brotli + b.brotli }), {
    raw: 0,
    gzip: 0,
    brotli: 0,
  });
}

/** A manifest entry and everything it imports statically: what the browser must fetch before it runs. */
function staticClosure(manifest, key, seen = new Set()) {
  if (seen.has(key) || !manifest[key]) return seen;
  seen.add(key);
  for (const dependency of manifest[key].imports ?? []) staticClosure(manifest, dependency, seen);
  return seen;
}

function filesOf(manifest, keys) {
  return [...keys].map((key) => manifest[key].file).filter((file) => file.endsWith('.js'));
}

function bundleReport() {
  const manifest = JSON.parse(readFileSync(join(distDir, '.vite', 'manifest.json'), 'utf8'));
  const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
  const entryKeys = staticClosure(manifest, entryKey);
  const rows = [];
  const entry = sum(filesOf(manifest, entryKeys));
  rows.push(['entry (shell + home page)', entry]);
  const locales = sum(STARTUP_LOCALES.map((key) => manifest[key]?.file).filter(Boolean));
  rows.push(['startup locales (en common + home + chat)', locales]);

  for (const [route, key] of Object.entries(ROUTE_CHUNKS)) {
    if (!manifest[key]) {
      rows.push([`${route} (missing from manifest)`, { raw: 0, gzip: 0, brotli: 0 }]);
      continue;
    }
    const own = [...staticClosure(manifest, key)].filter((k) => !entryKeys.has(k));
    rows.push([`${route} lazy chunks (${own.length})`, sum(filesOf(manifest, own))]);
  }
  const lazyOthers = Object.entries(manifest)
    .filter(([key, chunk]) => chunk.isDynamicEntry && !Object.values(ROUTE_CHUNKS).includes(key) && !key.includes('/locales/'))
    .map(([key]) => key);
  for (const key of lazyOthers) {
    const own = [...staticClosure(manifest, key)].filter((k) => !entryKeys.has(k));
    rows.push([`lazy ${key.replace(/^src\//, '')}`, sum(filesOf(manifest, own))]);
  }

  console.log('\nJavaScript per route chunk (raw / gzip / brotli)');
  const width = Math.max(...rows.map(([name]) => name.length));
  for (const [name, s] of rows) {
    console.log(`  ${name.padEnd(width)}  ${kb(s.raw).padStart(9)}  ${kb(s.gzip).padStart(9)}  ${kb(s.brotli).padStart(9)}`);
  }
  const firstLoadGzip = entry.gzip + locales.gzip;
  const firstLoadBrotli = entry.brotli + locales.brotli;
  const withinBudget = firstLoadGzip <= HOME_BUDGET_BYTES;
  console.log(
    `\nHome page first-load JavaScript: ${kb(firstLoadGzip)} gzip, ${kb(firstLoadBrotli)} brotli ` +
      `(budget ${kb(HOME_BUDGET_BYTES)} compressed) ${withinBudget ? 'OK' : 'OVER BUDGET'}`,
  );
  return withinBudget;
}

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

async function lighthouseReport(baseUrl, runs) {
  const { default: lighthouse } = await import('lighthouse');
  const chromeLauncher = await import('chrome-launcher');
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: [...CHROMIUM_ARGS, '--headless=new'],
  });
  let allMet = true;
  try {
    // The JavaScript is what must arrive compressed (the HTML of a client route is sent as is).
    // (The largest file the entry loads: files under 1 KB are not precompressed.)
    const manifest = JSON.parse(readFileSync(join(distDir, '.vite', 'manifest.json'), 'utf8'));
    const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
    const [largest] = filesOf(manifest, staticClosure(manifest, entryKey)).sort((a, b) => sizes(b).raw - sizes(a).raw);
    const compressed = (await fetch(`${baseUrl}/${largest}`, { headers: { 'Accept-Encoding': 'br, gzip' } })).headers.get('content-encoding');
    if (!compressed) console.log('\nNote: the server sends no Content-Encoding, so Lighthouse downloads uncompressed JavaScript.');
    console.log(`\nLighthouse performance, mobile preset, median of ${runs} run(s)`);
    for (const path of ['/', '/application', '/insurance']) {
      const scores = [];
      const metrics = [];
      for (let run = 0; run < runs; run += 1) {
        const result = await lighthouse(`${baseUrl}${path}`, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance'],
        });
        const { categories, audits } = result.lhr;
        scores.push(Math.round(categories.performance.score * 100));
        metrics.push({
          fcp: audits['first-contentful-paint'].numericValue,
          lcp: audits['largest-contentful-paint'].numericValue,
          tbt: audits['total-blocking-time'].numericValue,
          cls: audits['cumulative-layout-shift'].numericValue,
        });
      }
      const score = median(scores);
      const m = metrics[scores.indexOf(score)];
      const met = score >= LIGHTHOUSE_TARGET;
      allMet &&= met;
      console.log(
        `  ${path.padEnd(13)} score ${score} (runs: ${scores.join(', ')}; target ${LIGHTHOUSE_TARGET}) ${met ? 'OK' : 'BELOW TARGET'}` +
          `  FCP ${(m.fcp / 1000).toFixed(2)} s, LCP ${(m.lcp / 1000).toFixed(2)} s, TBT ${Math.round(m.tbt)} ms, CLS ${m.cls.toFixed(3)}`,
      );
    }
  } finally {
    await chrome.kill();
  }
  return allMet;
}

async function main() {
  const missing = missingBuilds().filter((file) => file.startsWith('frontend'));
  if (missing.length) {
    console.error(`missing ${missing.join(', ')}: run npm run build -w frontend first`);
    return 1;
  }
  let ok = bundleReport();
  if (options['skip-lighthouse']) return ok ? 0 : 1;

  const runs = Math.max(1, Number(options.runs) || 1);
  const givenUrl = options.url ?? process.env.BENCH_BASE_URL;
  let app;
  try {
    let baseUrl = givenUrl?.replace(/\/$/, '');
    if (!baseUrl || !(await isHealthy(baseUrl))) {
      if (givenUrl) console.log(`\n${givenUrl} is not answering; starting the built app instead`);
      if (missingBuilds().length) {
        console.error(`missing ${missingBuilds().join(', ')}: build the backend to run Lighthouse`);
        return 1;
      }
      app = await startApp();
      baseUrl = app.baseUrl;
    }
    ok = (await lighthouseReport(baseUrl, runs)) && ok;
  } finally {
    await app?.stop();
  }
  return ok ? 0 : 1;
}

process.exitCode = await main();
