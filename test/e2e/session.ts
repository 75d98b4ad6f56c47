/**
 * A signed-in console for a spec: the demo login's token fetched from the identity service and stored
 * as the console stores it (localStorage 'Token'), with the language and skin a test asks for, before
 * the page's first script runs.
 *
 * @example
 * await openConsole(page, server.url, `/${ROOT_ID}/agents`, { language: 'zh-cn' });
 */
import type { APIRequestContext, Page } from '@playwright/test';

export const DEMO_LOGINS = {
  admin: 'Admin123!',
  agent: 'Agent123!',
  viewer: 'Viewer123!',
  /** Aurora Americas, player support (players and bonus claims only). */
  support: 'Support123!',
} as const;

export type DemoLogin = keyof typeof DEMO_LOGINS;

export interface AccessToken {
  token_type: string;
  access_token: string;
  expires_in: number;
}

/** The demo login's token from the identity service (password grant of the console's client). */
export async function accessToken(
  request: APIRequestContext,
  origin: string,
  who: DemoLogin = 'admin',
): Promise<AccessToken> {
  const response = await request.post(`${origin}/identity/connect/token`, {
    form: {
      username: who,
      password: DEMO_LOGINS[who],
      grant_type: 'password',
      client_id: 'ui',
      client_secret: 'casino-widgets-ui',
    },
  });
  if (!response.ok()) throw new Error(`login ${who}: ${response.status()} ${await response.text()}`);
  return (await response.json()) as AccessToken;
}

export interface ConsoleOptions {
  who?: DemoLogin | null;
  language?: 'en' | 'zh-cn';
  /** A skin of the layout options ('smart-style-0' … 'smart-style-5'). */
  skin?: string;
}

/** Opens `path` of the console signed in as `who` (null: signed out), in `language` and `skin`. */
export async function openConsole(
  page: Page,
  origin: string,
  path: string,
  { who = 'admin', language = 'en', skin }: ConsoleOptions = {},
): Promise<AccessToken | null> {
  const token = who ? await accessToken(page.request, origin, who) : null;
  await page.addInitScript(
    ([stored, lng, chosenSkin]) => {
      if (stored) localStorage.setItem('Token', stored);
      localStorage.setItem('casino.language', lng);
      if (chosenSkin) localStorage.setItem('casino.skin', chosenSkin);
    },
    [
      token ? JSON.stringify({ ttl: Date.now() + token.expires_in * 1000, content: token }) : null,
      language,
      skin ?? null,
    ] as const,
  );
  await page.goto(`${origin}${path}`);
  return token;
}

/** Moves the console to `path` the way its links do (History API and popstate), without a reload. */
export async function goInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((url) => {
    history.pushState(null, '', url);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

/** Signs in through the console's login form, as a user does, from the console's root. */
export async function signInWithForm(
  page: Page,
  origin: string,
  username: string,
  password: string,
): Promise<void> {
  await page.goto(`${origin}/`);
  await page.waitForURL(`${origin}/auth/login`);
  const login = page.locator('casino-login');
  await login.locator('[part="username"]').fill(username);
  await login.locator('[part="password"]').fill(password);
  await login.locator('[part="submit"]').click();
  await login.waitFor({ state: 'detached' });
}
