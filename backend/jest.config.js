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
  moduleNameMapper: {
    ...esmProject.moduleNameMapper,
    // @fastify/static (CommonJS) requires content-disposition 3, which is ESM only. Node 20.19+ loads
    // that (require of ESM); Jest's module runtime can only from Node 24.9. Tests get the CommonJS
    // 1.x line of the same package (same function, root devDependency) instead.
    '^content-disposition$': '<rootDir>/../node_modules/content-disposition/index.js',
  },
};
