/**
 * The demo admin signed in against a running reference server, for the e2e specs and the benchmarks:
 * the service URLs of its config.json, the admin's token (password grant of the identity service)
 * and agent, and the init script that puts that session (and a saved language) in localStorage
 * before any script of a page runs, as a signed-in visitor's browser has it.
 */

export interface ServiceUrls {
  apiUrl: string;
  identityServiceUrl: string;
  reportServiceUrl: string;
}

export interface TokenAnswer {
  token_type: string;
  access_token: string;
  expires_in: number;
}

export interface AdminSession {
  services: ServiceUrls;
  token: TokenAnswer;
  /** The Authorization header value of the token. */
  authorization: string;
  /** The admin's own agent (the AgentId claim). */
  agentId: string;
}

async function json<T>(response: Response): Promise<T> {
  if (!response.ok) throw new Error(`${response.url}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/** Logs the demo admin in on the server at `serverUrl` (its console origin). */
export async function signInAdmin(serverUrl: string): Promise<AdminSession> {
  const services = await json<ServiceUrls>(await fetch(`${serverUrl}/config.json`));
  const token = await json<TokenAnswer>(
    await fetch(`${services.identityServiceUrl}/connect/token`, {
      method: 'POST',
      body: new URLSearchParams({
        username: 'admin',
        password: 'Admin123!',
        grant_type: 'password',
        client_id: 'ui',
        client_secret: 'casino-widgets-ui',
      }),
    }),
  );
  const claims = JSON.parse(Buffer.from(token.access_token.split('.')[1], 'base64url').toString()) as {
    AgentId: string;
  };
  return {
    services,
    token,
    authorization: `${token.token_type} ${token.access_token}`,
    agentId: claims.AgentId,
  };
}

/**
 * An init script (page.addInitScript / context.addInitScript) that stores `token` as the console
 * keeps it ('Token': { ttl, content }) and, when given, `language` as the saved language, unless the
 * page already holds them.
 */
export function sessionScript(token: TokenAnswer, language?: string): string {
  const stored = JSON.stringify({ ttl: Date.now() + token.expires_in * 1000, content: token });
  const lines = [
    `if (!localStorage.getItem('Token')) localStorage.setItem('Token', ${JSON.stringify(stored)});`,
  ];
  if (language)
    lines.push(
      `if (!localStorage.getItem('casino.language')) localStorage.setItem('casino.language', ${JSON.stringify(language)});`,
    );
  return lines.join('\n');
}
