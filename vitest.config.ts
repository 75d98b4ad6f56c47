import { defineConfig } from 'vitest/config';

// TypeScript and JSX are compiled by Vite's Oxc transformer (Vite 8); the JSX runtime is React's
// automatic one, as in the bundles (rollup.config.mjs) and the element tests.
const oxc = { jsx: { runtime: 'automatic' } } as const;

export default defineConfig({
  oxc,
  test: {
    projects: [
      {
        oxc,
        test: {
          name: 'unit',
          environment: 'happy-dom',
          include: ['test/unit/**/*.test.{ts,tsx}'],
          setupFiles: ['test/unit/setup.ts'],
        },
      },
      {
        test: {
          name: 'server',
          environment: 'node',
          include: ['test/server/**/*.test.ts'],
          // the seeded database every harness starts from, built once per run (docs/testing.md)
          globalSetup: ['test/server/seeded-template.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
