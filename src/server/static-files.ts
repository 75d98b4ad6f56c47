/**
 * The built files (dist/) as the console origin serves them, from memory.
 *
 * A file is read once, with the `.br` and `.gz` copies the build writes beside it, and kept with its
 * headers worked out; each request then costs one `stat` (a rebuild while the server runs is noticed
 * by the file's size and modification time, and the file is read again) and no other file system
 * call. Reading, opening and streaming the file per request, as a general static-file server does,
 * took the server several milliseconds per file while a browser loads a page on the same machine,
 * and the partner page waits for three waves of such requests (script, renderer, view chunk).
 *
 * Answers:
 * - the smallest copy the browser accepts (Accept-Encoding: br, then gzip, else the file itself),
 *   with `Vary: Accept-Encoding` when there are copies;
 * - a weak ETag from the content (the same in every process serving the same build), Last-Modified,
 *   and 304 Not Modified to a matching If-None-Match;
 * - Cache-Control as `cacheControl(path)` says.
 * Paths are URL paths under the root: encoded characters are decoded, `..` and hidden files (a
 * segment starting with '.') are never served, and a directory is not a file. A path the file system
 * refuses (a name of more than 255 bytes, a file used as a folder) is no file either: 404, not 500.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** The media type of a file by its extension. */
const TYPES: Record<string, string> = {
  '.js': 'application/javascript; charset=utf-8',
  '.mjs': 'application/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.ts': 'text/plain; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
};

export function mediaType(file: string): string {
  return TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream';
}

type Encoding = 'br' | 'gzip';

/** The encoding to send: the first of br and gzip that the header accepts (q > 0) and that exists. */
export function pickEncoding(
  acceptEncoding: string | undefined,
  available: readonly Encoding[],
): Encoding | null {
  if (!acceptEncoding || available.length === 0) return null;
  const accepted = new Map<string, number>();
  for (const part of acceptEncoding.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)).find(Boolean);
    accepted.set(name, q ? Number(q[1]) : 1);
  }
  const wildcard = accepted.get('*');
  for (const encoding of ['br', 'gzip'] as const) {
    if (!available.includes(encoding)) continue;
    const q = accepted.get(encoding) ?? wildcard ?? 0;
    if (q > 0) return encoding;
  }
  return null;
}

/** True when an If-None-Match header names the ETag (weak comparison, or '*'). */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const bare = (tag: string) => tag.trim().replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || bare(tag) === bare(etag));
}

interface StaticFile {
  /** What the file was when read: a different size or time means it was rebuilt. */
  size: number;
  mtimeMs: number;
  body: Buffer;
  copies: Partial<Record<Encoding, Buffer>>;
  type: string;
  etag: string;
  lastModified: string;
}

/** The file path under `root` that a URL path names, or null when it may not be served. */
export function fileUnder(root: string, urlPath: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath.split('?')[0]);
  } catch {
    return null;
  }
  if (decoded.includes('\0') || decoded.includes('\\')) return null;
  const segments = decoded.split('/').filter((segment) => segment !== '');
  if (segments.some((segment) => segment.startsWith('.'))) return null; // '..', '.env', '.build-stamp'
  if (segments.length === 0) return null;
  return path.join(root, ...segments);
}

/** File-system errors that only say the path names no file to serve. */
const NO_SUCH_PATH = new Set(['ENOENT', 'ENAMETOOLONG', 'ENOTDIR', 'EACCES', 'ELOOP', 'EINVAL']);
const isNoSuchPath = (error: unknown) => NO_SUCH_PATH.has((error as { code?: string } | null)?.code ?? '');

export interface StaticFiles {
  /**
   * Answers the request with the file at `urlPath` under the root and true, or answers nothing and
   * false when there is no such file.
   */
  send(request: FastifyRequest, reply: FastifyReply, urlPath: string, cacheControl: string): boolean;
}

export function staticFiles(root: string): StaticFiles {
  const files = new Map<string, StaticFile>();

  function load(file: string): StaticFile | null {
    let stat: ReturnType<typeof statSync>;
    try {
      stat = statSync(file, { throwIfNoEntry: false });
    } catch (error) {
      // a name too long for the file system (ENAMETOOLONG), a file where a folder would be (ENOTDIR), a
      // folder it may not read: no file of the build has such a path
      if (isNoSuchPath(error)) return null;
      throw error;
    }
    if (!stat?.isFile()) {
      files.delete(file);
      return null;
    }
    const known = files.get(file);
    if (known && known.size === stat.size && known.mtimeMs === stat.mtimeMs) return known;
    const body = readFileSync(file);
    const copies: StaticFile['copies'] = {};
    if (existsSync(`${file}.br`)) copies.br = readFileSync(`${file}.br`);
    if (existsSync(`${file}.gz`)) copies.gzip = readFileSync(`${file}.gz`);
    const entry: StaticFile = {
      size: stat.size,
      mtimeMs: stat.mtimeMs,
      body,
      copies,
      type: mediaType(file),
      etag: `W/"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`,
      lastModified: stat.mtime.toUTCString(),
    };
    files.set(file, entry);
    return entry;
  }

  return {
    send(request, reply, urlPath, cacheControl) {
      const file = fileUnder(root, urlPath);
      const entry = file ? load(file) : null;
      if (!entry) return false;
      const encodings = Object.keys(entry.copies) as Encoding[];
      reply.header('content-type', entry.type);
      reply.header('cache-control', cacheControl);
      reply.header('etag', entry.etag);
      reply.header('last-modified', entry.lastModified);
      if (encodings.length > 0) {
        const vary = reply.getHeader('vary');
        reply.header('vary', vary ? `${String(vary)}, accept-encoding` : 'accept-encoding');
      }
      if (matchesEtag(request.headers['if-none-match'], entry.etag)) {
        reply.code(304).send();
        return true;
      }
      const encoding = pickEncoding(request.headers['accept-encoding'], encodings);
      if (encoding) reply.header('content-encoding', encoding);
      reply.send(encoding ? entry.copies[encoding] : entry.body);
      return true;
    },
  };
}
