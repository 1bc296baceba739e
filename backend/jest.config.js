import { esmProject } from '../jest.swc.js';
/** Backend tests run against a real Postgres: one throw-away embedded cluster per run, one database per test file. */
export default {
  ...esmProject,
  displayName: 'backend',
  testEnvironment: 'node',
  globalSetup: '<rootDir>/src/test-support/global-setup.ts',
  globalTeardown: '<rootDir>/src/test-support/global-teardown.ts',
  testTimeout: 60000,
};
