import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './scripts/lib/chromium.mjs';

// Whole flows against the running reference server. Each spec file starts its own
// server on a free 127.0.0.1 port (see test/e2e/server.ts); nothing downloads a browser.
export default defineConfig({
  testDir: 'test/e2e',
  timeout: 60_000,
  workers: 1,
  reporter: [['list']],
  use: {
    launchOptions: { executablePath: CHROMIUM_PATH, args: ['--headless', ...CHROMIUM_ARGS] },
  },
});
