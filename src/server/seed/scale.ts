/**
 * `--scale N`: N extra agents for benchmarks, below one agent 'Load Test Network' under the root,
 * ten children per agent (100 000 agents are five levels deep). Batch inserts: 100 000 agents take
 * a few seconds. Claims are inherited (NULL), balances are 1000.00 each.
 */
import { randomUUID } from 'node:crypto';
import type { Db } from '../db';
import { insertRows } from './reference';

export const SCALE_FANOUT = 10;

export async function seedScale(db: Db, count: number, rootAgentId: string): Promise<number> {
  if (count <= 0) return 0;
  const { rows } = await db.query<{ path: string; depth: number }>(
    'SELECT path, depth FROM agents WHERE id = $1',
    [rootAgentId],
  );
  const root = rows[0];
  if (!root) throw new Error('scale: the root agent is missing, seed first');
  const ids: string[] = new Array(count);
  const paths: string[] = new Array(count);
  const batch: unknown[][] = [];
  const flush = async () => {
    await insertRows(
      db,
      'agents',
      [
        'id',
        'name',
        'parent_id',
        'path',
        'depth',
        'currency_id',
        'country_id',
        'timezone_id',
        'credit_amount',
      ],
      batch,
    );
    batch.length = 0;
  };
  for (let i = 0; i < count; i++) {
    const id = randomUUID();
    const parentIndex = i === 0 ? -1 : Math.floor((i - 1) / SCALE_FANOUT);
    const parentId = parentIndex < 0 ? rootAgentId : ids[parentIndex];
    const parentPath = parentIndex < 0 ? root.path : paths[parentIndex];
    ids[i] = id;
    paths[i] = `${parentPath}${id}/`;
    const depth = paths[i].split('/').length - 3;
    const name = i === 0 ? 'Load Test Network' : `Load Test Agent ${String(i).padStart(6, '0')}`;
    batch.push([id, name, parentId, paths[i], depth, 'EUR', 'MT', 'Europe/Malta', '1000.00']);
    if (batch.length >= 20000) await flush();
  }
  if (batch.length) await flush();
  return count;
}
