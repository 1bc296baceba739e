import { esmProject } from '../jest.swc.js';

export default {
  ...esmProject,
  displayName: 'frontend',
  testEnvironment: 'jsdom',
  setupFilesAfterEnv: ['<rootDir>/jest.setup.ts'],
  moduleNameMapper: {
    // import.meta.glob is Vite-only; tests read the same locale files from disk instead.
    '^(.*)/locale-loader(\\.js)?$': '$1/locale-loader.node',
    '\\.css$': '<rootDir>/src/test/style-stub.ts',
    ...esmProject.moduleNameMapper,
  },
};
