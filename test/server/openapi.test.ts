/**
 * The OpenAPI document the server serves at /openapi.json (src/server/openapi.ts): tools accept it
 * (swagger-parser validates it, the Redocly linter with the committed redocly.yaml finds no error),
 * it describes every route the services answer, and it agrees with the contract endpoints.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import SwaggerParser from '@apidevtools/swagger-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Endpoint } from '../../src/core/contract/endpoint';
import { SERVICE_PREFIXES } from '../../src/server/app';
import { ROUTE_DOCS } from '../../src/server/openapi-routes';
import { startHarness, type Harness } from './harness';

declare global {
  interface ImportMeta {
    /** Vite's import of every module the patterns match (vitest transforms the call). */
    glob<M>(patterns: string[], options: { eager: true }): Record<string, M>;
  }
}

interface Operation {
  operationId?: string;
  summary?: string;
  tags?: string[];
  security?: unknown[];
  parameters?: { name: string; in: string }[];
  requestBody?: unknown;
  responses?: Record<string, unknown>;
}
interface Document {
  openapi: string;
  servers?: { url: string }[];
  paths: Record<string, Record<string, Operation>>;
  components: { schemas?: Record<string, unknown>; responses?: Record<string, unknown> };
}

const isEndpoint = (v: unknown): v is Endpoint =>
  !!v && typeof v === 'object' && 'method' in v && 'path' in v && 'service' in v && 'summary' in v;

/** Every endpoint the contract modules of src/core declare (alone or in a group), by export name. */
const ENDPOINTS: [string, Endpoint][] = Object.entries(
  import.meta.glob<Record<string, unknown>>(
    [
      '../../src/core/**/contract.ts',
      '../../src/core/areas/agents/multicash-log.ts',
      '../../src/core/areas/reports/actions.ts',
    ],
    { eager: true },
  ),
).flatMap(([file, module]) =>
  Object.entries(module).flatMap(([name, value]): [string, Endpoint][] => {
    const where = `${path.basename(path.dirname(file))}/${name}`;
    if (isEndpoint(value)) return [[where, value]];
    if (!value || typeof value !== 'object') return [];
    return Object.entries(value)
      .filter((entry): entry is [string, Endpoint] => isEndpoint(entry[1]))
      .map(([key, ep]) => [`${where}.${key}`, ep]);
  }),
);

/** '/api/agent/:agentId' → '/api/agent/{agentId}' */
const openApiPath = (url: string) => url.replace(/:([A-Za-z]\w*)/g, '{$1}');

let h: Harness;
let doc: Document;
let operations: { route: string; operation: Operation }[];

beforeAll(async () => {
  h = await startHarness();
  const r = await h.call<Document>('console', 'GET', '/openapi.json');
  expect(r.status).toBe(200);
  doc = r.body;
  operations = Object.entries(doc.paths).flatMap(([p, item]) =>
    Object.entries(item).map(([method, operation]) => ({
      route: `${method.toUpperCase()} ${p}`,
      operation,
    })),
  );
}, 120_000);
afterAll(() => h?.close());

describe('tools accept the OpenAPI document', () => {
  it('swagger-parser validates it', async () => {
    await expect(SwaggerParser.validate(structuredClone(doc) as never)).resolves.toBeTruthy();
  });

  it('the Redocly linter with the committed redocly.yaml reports no error', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'openapi-'));
    try {
      const file = path.join(dir, 'openapi.json');
      await writeFile(file, JSON.stringify(doc));
      const cli = path.resolve('node_modules/@redocly/cli/bin/cli.js');
      // the linter exits 1 when it finds an error: read its report either way
      const { stdout } = await promisify(execFile)(
        process.execPath,
        [cli, 'lint', file, '--config', path.resolve('redocly.yaml'), '--format', 'json'],
        { maxBuffer: 64 * 1024 * 1024, env: { ...process.env, REDOCLY_TELEMETRY: 'off' } },
      ).catch((e: { stdout?: string }) => ({ stdout: e.stdout ?? '' }));
      const report = JSON.parse(stdout) as {
        problems: { ruleId: string; severity: string; message: string; location: { pointer: string }[] }[];
      };
      const errors = report.problems
        .filter((p) => p.severity === 'error')
        .map((p) => `${p.ruleId} at ${p.location[0]?.pointer}: ${p.message}`);
      expect(errors).toEqual([]);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }, 60_000);

  it('names the server that answered it', () => {
    expect(doc.servers).toEqual([{ url: h.server.url }]);
  });
});

describe('every route is described', () => {
  it('every route of a service is in the document (a new route cannot be left out)', () => {
    const missing = h.server.routes
      .filter((r) => r.service !== 'console' && r.method !== 'OPTIONS')
      .map(
        (r) =>
          `${r.method} ${SERVICE_PREFIXES[r.service as keyof typeof SERVICE_PREFIXES]}${openApiPath(r.url)}`,
      )
      .filter((route) => !operations.some((o) => o.route === route));
    expect(missing).toEqual([]);
  });

  it('every operation has a summary, a tag, an operationId and at least one 4xx answer', () => {
    const lacking = operations.flatMap(({ route, operation }) => [
      ...(operation.summary ? [] : [`${route}: no summary`]),
      ...(operation.tags?.length ? [] : [`${route}: no tag`]),
      ...(operation.operationId ? [] : [`${route}: no operationId`]),
      ...(Object.keys(operation.responses ?? {}).some((s) => s.startsWith('4'))
        ? []
        : [`${route}: no 4xx answer`]),
    ]);
    expect(lacking).toEqual([]);
  });

  it('operationIds are unique', () => {
    const seen = new Map<string, string>();
    const twice = operations.flatMap(({ route, operation }) => {
      const other = seen.get(operation.operationId!);
      seen.set(operation.operationId!, route);
      return other ? [`${operation.operationId}: ${other} and ${route}`] : [];
    });
    expect(twice).toEqual([]);
  });

  it('a route that needs a signed-in user answers 401 with the shared Error schema; one that does not is marked public', () => {
    const wrong = operations.flatMap(({ route, operation }) => {
      const isPublic = Array.isArray(operation.security) && operation.security.length === 0;
      const has401 = '401' in (operation.responses ?? {});
      return isPublic || has401 ? [] : [`${route}: needs a token but documents no 401`];
    });
    expect(wrong).toEqual([]);
    expect(doc.components.responses?.Unauthorized).toEqual({
      description: expect.any(String),
      content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
    });
  });

  it('every entry of ROUTE_DOCS (src/server/openapi-routes.ts) names a route the server has', () => {
    const routes = new Set(operations.map((o) => o.route));
    const stale = Object.keys(ROUTE_DOCS).filter((key) => {
      const [method, url] = key.split(' ');
      return !routes.has(`${method} ${openApiPath(url)}`);
    });
    expect(stale).toEqual([]);
  });
});

describe('the document agrees with the contract', () => {
  it('finds the contract endpoints', () => {
    expect(ENDPOINTS.length).toBeGreaterThan(50);
  });

  it('each contract endpoint is an operation with its summary, path parameters, query and body', () => {
    const disagree = ENDPOINTS.flatMap(([name, ep]) => {
      const route = `${ep.method} ${SERVICE_PREFIXES[ep.service]}${openApiPath(ep.path)}`;
      const operation = operations.find((o) => o.route === route)?.operation;
      if (!operation) return [`${name}: ${route} is not in the document`];
      const named = (where: string) =>
        (operation.parameters ?? [])
          .filter((p) => p.in === where)
          .map((p) => p.name)
          .sort();
      const keys = (schema: unknown) =>
        Object.keys((schema as { properties?: object } | undefined)?.properties ?? {}).sort();
      return [
        ...(operation.summary === ep.summary ? [] : [`${name}: summary "${operation.summary}"`]),
        ...(JSON.stringify(named('query')) === JSON.stringify(keys(ep.querystring))
          ? []
          : [`${name}: query ${named('query').join(',')} ≠ ${keys(ep.querystring).join(',')}`]),
        ...(JSON.stringify(named('path')) === JSON.stringify(keys(ep.params))
          ? []
          : [`${name}: path parameters ${named('path').join(',')} ≠ ${keys(ep.params).join(',')}`]),
        ...(!!operation.requestBody === !!ep.body ? [] : [`${name}: request body does not match`]),
      ];
    });
    expect(disagree).toEqual([]);
  });

  it('the schemas the contract exports by name are named schemas of the document', () => {
    for (const name of ['Agent', 'AgentCreate', 'AgentUpdate', 'PotBalance', 'Error'])
      expect(Object.keys(doc.components.schemas ?? {}), name).toContain(name);
    expect(JSON.stringify(doc.paths)).toContain('"$ref":"#/components/schemas/Agent"');
  });
});
