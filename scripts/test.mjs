// `npm test`: from a fresh clone to a green suite. Installs what is missing, lints and typechecks,
// runs every unit/integration test (real embedded Postgres), builds, then the browser journeys.
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { spawnSync } from 'node:child_process';
import { buildIfStale, ensureDependencies, mustRun, ROOT, run } from './lib.mjs';
import { LTS_NODE_VERSION, testOnLts } from './test-on-lts.mjs';

const CHROMIUM = '/usr/bin/chromium';

function ensureChromium() {
  if (existsSync(CHROMIUM)) return;
  if (process.getuid?.() !== 0) {
    console.error(`Chromium is missing at ${CHROMIUM}: install Debian's "chromium" package for the browser journeys.`);
    process.exit(1);
  }
  console.log('› Installing Debian Chromium for the browser journeys…');
  mustRun('apt-get', ['update', '-qq']);
  mustRun('apt-get', ['install', '-y', '-qq', 'chromium'], { env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
}

ensureDependencies();
ensureChromium();
buildIfStale('contracts', 'contracts/dist/index.js', ['contracts/src']);

console.log('› Lint and typecheck');
mustRun('node', ['scripts/lint.mjs']);

console.log('› Unit and integration tests (jest, real Postgres)');
const report = join(mkdtempSync(join(tmpdir(), 'evisa-jest-')), 'report.json');
const jestStatus = run('npx', ['jest', '--ci', '--maxWorkers=2', '--json', `--outputFile=${report}`], {
  env: { ...process.env, NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --experimental-vm-modules`.trim() },
});
const jest = existsSync(report) ? JSON.parse(readFileSync(report, 'utf8')) : { numPassedTests: 0, numFailedTests: 1 };
let passed = jest.numPassedTests;
let failed = jest.numFailedTests + (jestStatus !== 0 && jest.numFailedTests === 0 ? 1 : 0);

if (failed === 0 && existsSync(join(ROOT, 'tests/e2e/run.mjs'))) {
  console.log('› Building the app for the browser journeys');
  buildIfStale('backend', 'backend/dist/main.js', ['backend/src', 'contracts/src']);
  mustRun('npm', ['run', 'build', '-w', 'frontend']);
  console.log('› Browser journeys (Chromium)');
  const e2e = spawnSync('node', ['tests/e2e/run.mjs'], { cwd: ROOT, stdio: ['ignore', 'pipe', 'inherit'], encoding: 'utf8' });
  process.stdout.write(e2e.stdout ?? '');
  const count = (label) => Number((e2e.stdout ?? '').match(new RegExp(`[ℹ#] ${label} (\\d+)`))?.[1] ?? 0);
  passed += count('pass');
  failed += count('fail') + (e2e.status !== 0 && count('fail') === 0 ? 1 : 0);
}

// The production image runs the current Node LTS: in CI the server's tests, the web app's build and
// a start of the built app run on it as well (scripts/test-on-lts.mjs). Locally on request only
// (EVISA_TEST_LTS=1), as it fetches that Node and adds a few minutes.
const onLts = process.env.EVISA_TEST_LTS ? process.env.EVISA_TEST_LTS === '1' : !!process.env.CI;
let lts = null;
if (failed === 0 && onLts) lts = await testOnLts();

console.log(`\ntests: ${passed} passed, ${failed} failed`);
if (lts) console.log(`on Node ${LTS_NODE_VERSION} too: ${lts.passed} tests passed; ${lts.failed === 0 ? 'build, start and stop ok' : `${lts.failed} failed`}`);
else if (failed === 0) console.log(`(not run on Node ${LTS_NODE_VERSION}, the production image's Node: EVISA_TEST_LTS=1 npm test, or npm run test:lts)`);
process.exit(failed === 0 && (!lts || lts.failed === 0) ? 0 : 1);
