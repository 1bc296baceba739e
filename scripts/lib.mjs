// Shared by the one-command scripts: plain Node, no dependencies (they run before `npm install`).
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');

export function run(command, args, options = {}) {
  const result = spawnSync(command, args, { cwd: ROOT, stdio: 'inherit', ...options });
  if (result.error) throw result.error;
  return result.status ?? 1;
}

export function mustRun(command, args, options) {
  const status = run(command, args, options);
  if (status !== 0) {
    console.error(`\n✗ ${command} ${args.join(' ')} failed (exit ${status})`);
    process.exit(status);
  }
}

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(path)) {
    if (entry === 'node_modules' || entry === 'dist') continue;
    newest = Math.max(newest, newestMtime(join(path, entry)));
  }
  return newest;
}

/** Installs dependencies when node_modules is missing or older than the lockfile. */
export function ensureDependencies() {
  const marker = join(ROOT, 'node_modules/.package-lock.json');
  const lock = join(ROOT, 'package-lock.json');
  if (existsSync(marker) && statSync(marker).mtimeMs >= statSync(lock).mtimeMs) return;
  // `npm install` rather than `npm ci`: npm 11 records other platforms' optional binaries
  // (@swc/core-*, rollup) inconsistently, and `npm ci` then refuses an otherwise valid lockfile.
  // With a lockfile present, `npm install` installs exactly the locked versions.
  console.log('› Installing dependencies (npm install)…');
  mustRun('npm', ['install', '--no-audit', '--no-fund']);
}

/** Builds a workspace when its output is missing or older than its sources. */
export function buildIfStale(workspace, output, sources) {
  const out = join(ROOT, output);
  const newestSource = Math.max(...sources.map((s) => newestMtime(join(ROOT, s))));
  if (existsSync(out) && statSync(out).mtimeMs >= newestSource) return;
  console.log(`› Building ${workspace}…`);
  mustRun('npm', ['run', 'build', '-w', workspace]);
}

export function buildAll() {
  buildIfStale('contracts', 'contracts/dist/index.js', ['contracts/src']);
  buildIfStale('backend', 'backend/dist/main.js', ['backend/src', 'contracts/src']);
  buildIfStale('frontend', 'frontend/dist/index.html', ['frontend/src', 'frontend/index.html', 'frontend/vite.config.ts', 'contracts/src']);
}
