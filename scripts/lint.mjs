// One lint + typecheck step: ESLint (incl. the domain import rule) and strict tsc for every workspace.
import { mustRun } from './lib.mjs';

mustRun('npx', ['eslint', '--max-warnings=0', 'contracts/src', 'backend/src', 'frontend/src']);
for (const workspace of ['contracts', 'backend', 'frontend']) {
  console.log(`› Typechecking ${workspace}…`);
  mustRun('npm', ['run', 'typecheck', '-w', workspace]);
}
