/**
 * The console origin: the built console (dist/), config.json, version.json, /user/login-info.json
 * and the image CDN (/cdn/...).
 *
 * `/` serves dist/index.html; deep links (/{agentId}/agents) and any other path without a file
 * extension fall back to it (the client router shows its 404 page). Paths with an extension that
 * do not exist are 404. Paths under a service prefix that match no route are JSON 404s.
 *
 * Cross-origin: the built files, config.json and the image CDN answer any origin (a partner page loads
 * the script-tag embed from here; `publicCors`); they carry nothing of a session.
 */
import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ServerContext } from '../context';
import { GAME_CATALOG, GAME_DETAILS_IDS, GAME_TYPES } from '../games/catalog';
import { cardSpriteSvg } from '../cdn/cards';
import { bitcoinSignSvg } from '../cdn/glyphs';
import { FLAGS, gameIconSvg, symbolIconSvg } from '../cdn/icons';
import { methodNotAllowed } from '../method-not-allowed';
import { ROUTE_MODULE_DEPENDENCIES } from '../plugins/route-module';
import { consolePolicyOff, publicCors } from '../security-headers';
import { staticFiles } from '../static-files';

const NOT_BUILT_PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>casino-widgets</title></head>
<body><h1>The console is not built yet</h1>
<p>Run <code>npm run build</code> (or <code>npm start</code>, which builds when <code>dist/</code> is stale), then reload.</p>
<p>The services are running: <a href="config.json">config.json</a>.</p></body></html>`;

/** The elements' configuration (docs/elements.md), from the service URLs this process actually serves. */
export function configJson(ctx: ServerContext, request?: FastifyRequest) {
  const { urls, prefixes } = ctx.config;
  // One origin: absolute URLs on the origin the browser used (127.0.0.1 or localhost alike).
  const sameOrigin = prefixes.api !== '';
  const origin = sameOrigin && request ? `${request.protocol}://${request.host}` : urls.console;
  const at = (prefix: string, absolute: string) => (sameOrigin ? origin + prefix : absolute);
  return {
    apiUrl: at(prefixes.api, urls.api),
    identityServiceUrl: at(prefixes.identity, urls.identity),
    casinoManagementServiceUrl: at(prefixes.casinoManagement, urls.casinoManagement),
    reportServiceUrl: at(prefixes.report, urls.report),
    imageCdnBase: `${sameOrigin ? origin : urls.console}/cdn/`,
    apiTimeOut: 35000,
    creditRefreshInterval: 60000,
    defaultCountryId: ctx.config.defaultCountryId,
    defaultTimezoneId: ctx.config.defaultTimezoneId,
    mapsKey: process.env.MAPS_KEY ?? '',
    gameTypes: GAME_TYPES,
    gameDetailsIds: GAME_DETAILS_IDS,
  };
}

/** A year, never revalidated: for files whose name changes whenever their content does. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * The chunks of dist/widgets/chunks/ and dist/game-history/ carry a hash of their content in their
 * name (`BlackjackDetail-Dez9llmJ.js`): a browser keeps them without asking again. Entry files
 * (`game-history.js`, `widgets/agents.js`) and pages keep their names and are revalidated (ETag).
 */
export function isHashedChunk(file: string): boolean {
  return /^(widgets\/chunks|game-history)\/[^/]+-[\w-]{8}\.js$/.test(file);
}

export interface ConsoleSiteOptions {
  /** The prefixes of the services on this origin: a path under one that matches no route is a JSON 404. */
  servicePrefixes: string[];
}

/**
 * The console origin's routes and its not-found handler, as a plugin of the instance that serves the
 * console. Not encapsulated (fastify-plugin): the not-found handler (the console's pages, 405 and JSON
 * 404s) answers for the whole instance, the services under their prefixes included.
 */
export const consoleRoutes = fp<ConsoleSiteOptions>(
  async function consoleRoutes(app, opts) {
    await consoleSiteOn(app, opts);
  },
  {
    name: 'console-site',
    fastify: '5.x',
    dependencies: ROUTE_MODULE_DEPENDENCIES,
    decorators: { fastify: ['ctx'] },
  },
);

async function consoleSiteOn(app: FastifyInstance, opts: ConsoleSiteOptions): Promise<void> {
  const ctx = app.ctx;
  const distDir = ctx.config.distDir;
  const noStore = { 'Cache-Control': 'no-store' };

  const open = { config: publicCors };
  app.get('/config.json', open, async (request, reply) =>
    reply.headers(noStore).send(configJson(ctx, request)),
  );
  app.get('/version.json', async (_request, reply) =>
    reply.headers(noStore).send({ version: ctx.config.version }),
  );
  app.get('/user/login-info.json', async () => ({ name: 'Guest' }));

  // image CDN
  const svg = (body: string) => ({ body, type: 'image/svg+xml; charset=utf-8' });
  const sprite = svg(cardSpriteSvg());
  const cdnCache = { 'Cache-Control': 'public, max-age=86400' };
  for (const p of ['/cdn/cards.svg', '/cdn/cards/sprite.svg']) {
    app.get(p, open, async (_req, reply) => reply.headers(cdnCache).type(sprite.type).send(sprite.body));
  }
  const icons = new Map(GAME_CATALOG.map((g) => [g.slug, svg(gameIconSvg(g.slug, g.name))]));
  app.get<{ Params: { file: string } }>('/cdn/games/:file', open, async (request, reply) => {
    const byId = GAME_CATALOG.find((g) => `${g.externalGameId}.svg` === request.params.file);
    const icon = icons.get(request.params.file.replace(/\.svg$/, '')) ?? (byId && icons.get(byId.slug));
    if (!icon) return reply.code(404).send({ code: 'not-found', message: 'No such game icon' });
    return reply.headers(cdnCache).type(icon.type).send(icon.body);
  });
  app.get<{ Params: { file: string } }>('/cdn/symbols/:file', open, async (request, reply) => {
    const m = /^([\w-]{1,40})\.svg$/.exec(request.params.file);
    if (!m) return reply.code(404).send({ code: 'not-found', message: 'No such symbol icon' });
    return reply.headers(cdnCache).type('image/svg+xml; charset=utf-8').send(symbolIconSvg(m[1]));
  });
  // signs a visitor's fonts may lack, drawn as outlines; the views use them as CSS masks (in the text's
  // colour), which a page of another origin may load only with CORS (answered to any origin: open)
  const glyphs: Readonly<Record<string, string>> = { 'bitcoin.svg': bitcoinSignSvg() };
  app.get<{ Params: { file: string } }>('/cdn/glyphs/:file', open, async (request, reply) => {
    const glyph = Object.hasOwn(glyphs, request.params.file) ? glyphs[request.params.file] : undefined;
    if (!glyph) return reply.code(404).send({ code: 'not-found', message: 'No such glyph' });
    return reply.headers(cdnCache).type('image/svg+xml; charset=utf-8').send(glyph);
  });
  app.get<{ Params: { file: string } }>('/cdn/flags/:file', open, async (request, reply) => {
    const name = request.params.file.replace(/\.svg$/, '');
    const flag = Object.hasOwn(FLAGS, name) ? FLAGS[name] : undefined;
    if (!flag) return reply.code(404).send({ code: 'not-found', message: 'No such flag' });
    return reply.headers(cdnCache).type('image/svg+xml; charset=utf-8').send(flag);
  });

  // the built files, from memory (src/server/static-files.ts)
  const dist = staticFiles(distDir);
  const revalidated = 'public, max-age=0';
  const cacheControl = (urlPath: string) => (isHashedChunk(urlPath.slice(1)) ? IMMUTABLE : revalidated);
  app.get('/*', open, async (request, reply) => {
    const urlPath = request.url.split('?')[0];
    if (dist.send(request, reply, urlPath, cacheControl(urlPath))) return reply;
    return reply.callNotFound();
  });
  // the partner demo page stands for a partner's own page: its Content-Security-Policy is its own
  app.get('/partner.html', consolePolicyOff, async (request, reply) => {
    if (dist.send(request, reply, '/partner.html', revalidated)) return reply;
    return reply.callNotFound();
  });
  const sendIndex = async (request: FastifyRequest, reply: FastifyReply) => {
    reply.headers(noStore);
    if (dist.send(request, reply, '/index.html', 'no-store')) return reply;
    return reply.type('text/html; charset=utf-8').send(NOT_BUILT_PAGE);
  };
  app.get('/', async (request, reply) => sendIndex(request, reply));

  app.setNotFoundHandler(async (request, reply) => {
    if (methodNotAllowed(request, reply)) return reply;
    const pathname = request.url.split('?')[0];
    const underService = opts.servicePrefixes.some((p) => pathname === p || pathname.startsWith(p + '/'));
    const isPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !underService &&
      !pathname.startsWith('/cdn/') &&
      !/\.[a-z0-9]{1,8}$/i.test(pathname);
    if (isPage) return sendIndex(request, reply);
    return reply.code(404).send({ code: 'not-found', message: `No route ${request.method} ${pathname}` });
  });
}
