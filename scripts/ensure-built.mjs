// For scripts that run compiled code (benchmarks, rebuild, audit): install and build what is missing.
import { buildAll, ensureDependencies } from './lib.mjs';

ensureDependencies();
buildAll();
