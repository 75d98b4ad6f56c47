/**
 * Records the fixtures of test/widgets/games/fixtures/recorded/ from the reference server:
 * one in-app detail response per game of the catalogue (details.json), a shared-link (public) response, and the
 * answers to a tampered link and an unknown round.
 *
 *   npx tsx test/widgets/games/record-fixtures.ts
 *
 * Run it again when the server's detail builders change; the browser tests then check the views
 * against what the server really sends.
 */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { GAME_CATALOG } from '../../../src/server/games/catalog';
import { DETAIL_PATHS } from '../../../src/server/games/routes';
import { startHarness } from '../../server/harness';

const OUT = fileURLToPath(new URL('./fixtures/recorded/', import.meta.url));

interface Page {
  rows: { idStr: string; externalGameId: number }[];
  total: number;
}

const write = (name: string, body: unknown) =>
  writeFileSync(`${OUT}${name}.json`, JSON.stringify(body, null, 2) + '\n');

const h = await startHarness();
try {
  const page = await h.as<Page>('admin', 'report', 'POST', '/api/report/gamehistory', {
    body: { agentId: h.seed.rootAgentId, pageSize: 500 },
  });
  if (page.status !== 200) throw new Error(`gamehistory: ${page.status} ${page.text}`);
  const rows: Array<{
    file: string;
    betId: string;
    externalGameId: number;
    kind: string;
    response: unknown;
  }> = [];
  for (const game of GAME_CATALOG) {
    const row = page.body.rows.find((r) => r.externalGameId === game.externalGameId);
    if (!row) continue;
    const detail = await h.as('admin', 'report', 'GET', DETAIL_PATHS[game.kind], {
      query: { betId: row.idStr, ...(game.kind === 'slot' ? { language: 'en' } : {}) },
    });
    if (detail.status !== 200) throw new Error(`${game.slug}: ${detail.status} ${detail.text}`);
    const file = `${game.kind}-${game.externalGameId}`;
    rows.push({
      file,
      betId: row.idStr,
      externalGameId: game.externalGameId,
      kind: game.kind,
      response: detail.body,
    });
  }
  write('details', rows);

  const blackjack = rows.find((r) => r.kind === 'blackjack');
  if (blackjack) {
    const link = await h.as<{ encryptedLink: string; token: string }>(
      'admin',
      'report',
      'POST',
      '/api/report/sharedlink',
      { body: { betId: blackjack.betId } },
    );
    const payload = { encryptedLink: link.body.encryptedLink, token: link.body.token };
    const shared = await h.call('report', 'POST', '/api/report/gamedetail', { body: payload });
    write('shared-link-blackjack', { request: payload, status: shared.status, body: shared.body });
    const tampered = {
      ...payload,
      token: payload.token.slice(0, -2) + (payload.token.endsWith('AA') ? 'BB' : 'AA'),
    };
    const refused = await h.call('report', 'POST', '/api/report/gamedetail', { body: tampered });
    write('shared-link-tampered', { request: tampered, status: refused.status, body: refused.body });
  }
  const unknown = await h.as('admin', 'report', 'GET', DETAIL_PATHS.blackjack, {
    query: { betId: '999999999' },
  });
  write('unknown-round', { status: unknown.status, body: unknown.body });
  console.log(`recorded ${rows.length} detail responses into ${OUT}`);
} finally {
  await h.close();
}
