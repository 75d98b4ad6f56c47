/**
 * The Playwright `test` of the specs that run against the console: the built console and one reference
 * server per spec file (test/e2e/server.ts), and `signIn`, which opens a page of the console signed in
 * as a demo login (test/e2e/session.ts).
 *
 * The server starts before the file's first test (building the console first when it is stale) and
 * stops when the next file starts or the worker ends, so each file sees the demo's data as seeded, as
 * with a `beforeAll`/`afterAll` pair of its own.
 *
 * @example
 * import { expect, test } from './fixtures';
 * test('…', async ({ page, signIn }) => {
 *   await signIn(`/${ROOT_ID}/agents`, { language: 'zh-cn' });
 * });
 */
import { test as base } from '@playwright/test';
import { BUILD_TIMEOUT_MS, ensureBuilt } from './build';
import { startServer, type E2eServer } from './server';
import { openConsole, type AccessToken, type ConsoleOptions } from './session';

export { expect } from '@playwright/test';

/** Opens `path` of the console on this file's server, signed in as `who` (default admin; null: signed out). */
export type SignIn = (path: string, options?: ConsoleOptions) => Promise<AccessToken | null>;

/** The server of the spec file running in this worker; a new file stops the last one's. */
class FileServers {
  private current: { file: string; server: Promise<E2eServer> } | null = null;

  async of(file: string): Promise<E2eServer> {
    if (this.current?.file !== file) {
      await this.stop();
      ensureBuilt();
      this.current = { file, server: startServer() };
    }
    return this.current.server;
  }

  async stop(): Promise<void> {
    const last = this.current;
    this.current = null;
    if (last) await (await last.server.catch(() => null))?.stop();
  }
}

export const test = base.extend<{ server: E2eServer; signIn: SignIn }, { fileServers: FileServers }>({
  fileServers: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const servers = new FileServers();
      await use(servers);
      await servers.stop();
    },
    { scope: 'worker' },
  ],
  server: [
    async ({ fileServers }, use, testInfo) => use(await fileServers.of(testInfo.file)),
    { timeout: BUILD_TIMEOUT_MS },
  ],
  signIn: async ({ page, server }, use) => {
    await use((path, options) => openConsole(page, server.url, path, options));
  },
});
