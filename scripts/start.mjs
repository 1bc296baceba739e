// `npm start`: from a fresh clone to a running app on embedded Postgres (installs and builds what is missing).
import { spawn } from 'node:child_process';
import { buildAll, ensureDependencies, ROOT } from './lib.mjs';

ensureDependencies();
buildAll();

const port = process.env.PORT ?? '3000';
console.log(`
› Starting the e-visa service on http://localhost:${port}
  ${process.env.DATABASE_URL ? 'Database: DATABASE_URL' : 'Database: embedded Postgres in .data/ (started and stopped with the app)'}
  API docs: http://localhost:${port}/api/docs
  Staff back office: http://localhost:${port}/admin
    Sign in as ${process.env.ADMIN_EMAIL ?? 'admin@localhost'} with ${process.env.ADMIN_PASSWORD ? 'the ADMIN_PASSWORD you set' : 'the password printed below on the very first start'}
    (set ADMIN_EMAIL/ADMIN_PASSWORD before the first start to choose them; see README "Staff sign-in").
  Support chat for staff: http://localhost:${port}/chat-admin (the same sign-in)
`);
const child = spawn(process.execPath, ['backend/dist/main.js'], { cwd: ROOT, stdio: 'inherit', env: process.env });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code) => process.exit(code ?? 0));
// npm runs this under `sh -c`, which does not pass signals on: a SIGTERM to npm's own process (as a
// process manager sends it) ends npm and the shell and would leave this launcher, the app and its
// Postgres running. Seeing its parent gone, the launcher stops the app as on SIGTERM.
const parent = process.ppid;
const orphanWatch = setInterval(() => {
  if (process.ppid === parent) return;
  clearInterval(orphanWatch);
  child.kill('SIGTERM');
}, 500);
orphanWatch.unref();
