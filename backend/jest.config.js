import { esmProject } from '../jest.swc.js';
/** Backend tests run against a real Postgres: one throw-away embedded cluster per run, one database per test file. */
export default {
  ...esmProject,
  displayName: 'backend',
  // Also set at the root: Jest reads it from here only when this project runs alone.
  testTimeout: 60000,
  testEnvironment: 'node',
  globalSetup: '<rootDir>/test/global-setup.mjs',
  globalTeardown: '<rootDir>/test/global-teardown.mjs',
};
