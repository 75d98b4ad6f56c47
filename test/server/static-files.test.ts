/**
 * The built files as the console origin serves them from memory (src/server/static-files.ts): the
 * copy a browser accepts, revalidation, rebuilt files, and the paths that are never served. A bare
 * Fastify app with only this route: no database.
 */
import { mkdir, mkdtemp, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fileUnder, matchesEtag, pickEncoding, staticFiles } from '../../src/server/static-files';

let root: string;
let app: FastifyInstance;
const SCRIPT = `export const view = '${'blackjack '.repeat(200)}';`;

beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'casino-static-'));
  await writeFile(path.join(root, 'game-history.js'), SCRIPT);
  await writeFile(path.join(root, 'game-history.js.br'), brotliCompressSync(SCRIPT));
  await writeFile(path.join(root, 'game-history.js.gz'), gzipSync(SCRIPT));
  await writeFile(path.join(root, 'partner.css'), 'body { margin: 0 }');
  await writeFile(path.join(root, '.build-stamp'), 'secret');
  await mkdir(path.join(root, 'widgets'));
  await writeFile(path.join(root, 'widgets', 'agents.js'), 'export const agents = 1;');
  const files = staticFiles(root);
  app = Fastify();
  app.get('/*', async (request, reply) => {
    if (files.send(request, reply, request.url.split('?')[0], 'public, max-age=0')) return reply;
    return reply.code(404).send({ message: 'no such file' });
  });
});
afterAll(async () => {
  await app?.close();
  await rm(root, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url, headers });

describe('which copy is sent', () => {
  it('a browser that accepts brotli gets the brotli copy, one that accepts only gzip the gzip copy', async () => {
    const br = await get('/game-history.js', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.rawPayload.length).toBeLessThan(SCRIPT.length);
    const gzip = await get('/game-history.js', { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
  });

  it('a browser that accepts no encoding, or refuses them with q=0, gets the file itself', async () => {
    for (const accept of [undefined, 'br;q=0, gzip;q=0', 'identity']) {
      const r = await get('/game-history.js', accept ? { 'accept-encoding': accept } : {});
      expect(r.headers['content-encoding'], accept).toBeUndefined();
      expect(r.body, accept).toBe(SCRIPT);
    }
  });

  it('a file with compressed copies varies by Accept-Encoding; a file without them does not', async () => {
    expect((await get('/game-history.js')).headers.vary).toContain('accept-encoding');
    expect((await get('/partner.css')).headers.vary).toBeUndefined();
  });

  it('each file has its media type', async () => {
    expect((await get('/game-history.js')).headers['content-type']).toBe(
      'application/javascript; charset=utf-8',
    );
    expect((await get('/partner.css')).headers['content-type']).toBe('text/css; charset=utf-8');
  });
});

describe('revalidation', () => {
  it('a request naming the file’s ETag is answered 304 without a body', async () => {
    const first = await get('/widgets/agents.js');
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^W\/".+"$/);
    expect(first.headers['last-modified']).toBeTruthy();
    const again = await get('/widgets/agents.js', { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('a file rebuilt while the server runs is sent anew, with a new ETag', async () => {
    const file = path.join(root, 'widgets', 'agents.js');
    const before = await get('/widgets/agents.js');
    await writeFile(file, 'export const agents = 2;');
    const later = new Date(Date.now() + 5_000);
    await utimes(file, later, later);
    const after = await get('/widgets/agents.js', { 'if-none-match': String(before.headers.etag) });
    expect(after.statusCode).toBe(200);
    expect(after.body).toBe('export const agents = 2;');
    expect(after.headers.etag).not.toBe(before.headers.etag);
  });

  it('the ETag depends on the content only, so every process serving the build gives the same one', async () => {
    const other = staticFiles(root);
    const twin = Fastify();
    twin.get('/*', async (request, reply) => {
      other.send(request, reply, request.url, 'public, max-age=0');
      return reply;
    });
    const theirs = await twin.inject({ method: 'GET', url: '/partner.css' });
    expect(theirs.headers.etag).toBe((await get('/partner.css')).headers.etag);
    await twin.close();
  });
});

describe('what is never served', () => {
  it('hidden files, paths leaving the root and directories are not files', async () => {
    for (const url of [
      '/.build-stamp',
      '/widgets/../.build-stamp',
      '/%2e%2e/etc/passwd',
      '/widgets',
      '/nope.js',
    ])
      expect((await get(url)).statusCode, url).toBe(404);
  });
});

describe('the rules on their own', () => {
  it('pickEncoding prefers brotli, honours q=0 and a wildcard', () => {
    expect(pickEncoding('gzip, br', ['br', 'gzip'])).toBe('br');
    expect(pickEncoding('br;q=0, gzip', ['br', 'gzip'])).toBe('gzip');
    expect(pickEncoding('*', ['gzip'])).toBe('gzip');
    expect(pickEncoding('br', ['gzip'])).toBeNull();
    expect(pickEncoding(undefined, ['br'])).toBeNull();
  });

  it('matchesEtag compares weakly and accepts a list or *', () => {
    expect(matchesEtag('W/"a", W/"b"', 'W/"b"')).toBe(true);
    expect(matchesEtag('"b"', 'W/"b"')).toBe(true);
    expect(matchesEtag('*', 'W/"b"')).toBe(true);
    expect(matchesEtag('W/"c"', 'W/"b"')).toBe(false);
  });

  it('fileUnder keeps a path under the root or refuses it', () => {
    expect(fileUnder('/srv/dist', '/game-history/a.js?x=1')).toBe(
      path.join('/srv/dist', 'game-history', 'a.js'),
    );
    for (const bad of ['/../x', '/a/%2E%2E/x', '/.env', '/a%00.js', '/%E0%A4%A', '/', '/a\\..\\b'])
      expect(fileUnder('/srv/dist', bad), bad).toBeNull();
  });
});
