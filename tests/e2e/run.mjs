/**
 * Browser journeys against the real built app: starts it (support/app-server.mjs), runs every
 * tests/e2e/**\/*.e2e.mjs with node's test runner and E2E_BASE_URL set, then stops it with SIGTERM.
 * Exits non-zero if any journey failed. Arguments filter the journey files by substring.
 *
 * Expects frontend/dist and backend/dist to be built already.
 */
import { spawn } from 'node:child_process';
import { readdir } from 'node:fs/promises';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { missingBuilds, repoRoot, startApp } from './support/app-server.mjs';

const e2eDir = dirname(fileURLToPath(import.meta.url));

async function findJourneys(dir) {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((entry) => {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) return entry.name === 'support' ? [] : findJourneys(path);
      return entry.name.endsWith('.e2e.mjs') ? [path] : [];
    }),
  );
  return nested.flat().sort();
}

async function main() {
  const missing = missingBuilds();
  if (missing.length) {
    console.error(`missing ${missing.join(', ')}: build first (npm run build -w contracts -w frontend -w backend)`);
    return 1;
  }
  const filters = process.argv.slice(2);
  const journeys = (await findJourneys(e2eDir)).filter((file) => !filters.length || filters.some((f) => file.includes(f)));
  if (!journeys.length) {
    console.error('no journeys found');
    return 1;
  }

  let app;
  let code = 1;
  try {
    app = await startApp();
    console.log(`app is up at ${app.baseUrl}; journeys: ${journeys.map((f) => relative(repoRoot, f)).join(', ')}`);
    const runner = spawn(process.execPath, ['--test', '--test-concurrency=1', ...journeys], {
      cwd: repoRoot,
      env: { ...process.env, E2E_BASE_URL: app.baseUrl },
      stdio: 'inherit',
    });
    code = await new Promise((resolve) => runner.on('exit', (exitCode) => resolve(exitCode ?? 1)));
    if (code !== 0) console.error(`--- last app output ---\n${app.output().slice(-8000)}`);
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
  } finally {
    // A clean stop is part of the platform: SIGTERM closes the app, stops its Postgres and exits 0.
    const ended = await app?.stop();
    if (ended && (ended.exitCode !== 0 || ended.postgresLeftRunning)) {
      console.error(`✗ the app did not shut down cleanly on SIGTERM: exit code ${ended.exitCode}, signal ${ended.signalCode}, Postgres ${ended.postgresLeftRunning ? 'left running' : 'stopped'}`);
      console.error(`--- last app output ---\n${app.output().slice(-4000)}`);
      code = 1;
    } else if (ended) {
      console.log('› the app shut down cleanly on SIGTERM (exit code 0, its Postgres stopped)');
    }
  }
  return code;
}

process.exitCode = await main();
