// Debian's Chromium, as every browser test and benchmark launches it (never a downloaded browser):
// headless, without the background traffic and sandbox a container run cannot use.
// Used by playwright.config.ts, web-test-runner.config.mjs and bench/lib.mjs.

/** The executable: CHROMIUM_PATH, else Debian's /usr/bin/chromium. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

/** Switches of every launch (headless mode is the launcher's own option). */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-dev-shm-usage',
];
