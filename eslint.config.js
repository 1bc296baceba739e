import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', 'frontend/src/routeTree.gen.ts'] },
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-explicit-any': 'error',
    },
  },
  {
    // The domain is pure: rules and decisions only, no framework, database or I/O (STYLE.md).
    files: ['backend/src/domain/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['@nestjs/*', 'typeorm', 'pg', 'express', 'pino', 'node:*', 'fs', 'http', 'crypto'], message: 'The domain is pure: no framework or I/O.' },
            { group: ['**/infrastructure/**', '**/modules/**', '**/event-store/**', '**/projections/**'], message: 'The domain must not depend on outer layers.' },
          ],
        },
      ],
    },
  },
  {
    // Contracts are shared with the browser: no server-only modules.
    files: ['contracts/src/**/*.ts'],
    ignores: ['contracts/src/**/*.spec.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['node:*', '@nestjs/*', 'typeorm', 'pg'], message: 'contracts run in the browser too.' }] }],
    },
  },
);
