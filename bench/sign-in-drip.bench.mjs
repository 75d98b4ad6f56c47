// The drip attack on sign-in, at the pace of the report that found it: an anonymous client posts
// `username=viewer&password=wrong` every 0.5 s for 30 s from one address (127.0.0.2) while the real
// viewer signs in correctly every 3 s from its own (127.0.0.1). The server runs as `npm start` runs it
// (bench/server-process.mjs) behind a "proxy" (TRUST_PROXY=true: the addresses travel in
// X-Forwarded-For). Target: at least 80 % of the correct sign-ins succeed. Also how long an answer
// takes (a refused attempt is answered at once, never queued).
// Run: `npm run bench -- drip --no-build`. The HTTP test of the same rule runs it ten times faster
// (test/server/security.test.ts).
import { performance } from 'node:perf_hooks';
import { median, round1, row } from './lib.mjs';
import { startServerProcess } from './server-process.mjs';

export const name = 'a wrong password every 0.5 s from another address for 30 s: the owner still signs in';

const ATTACK_MS = Number(process.env.DRIP_MS ?? 30_000);
const CLIENT = { grant_type: 'password', client_id: 'ui', client_secret: 'casino-widgets-ui' };
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

async function signIn(url, username, password, from) {
  const t0 = performance.now();
  const r = await fetch(`${url}/identity/connect/token`, {
    method: 'POST',
    headers: { 'X-Forwarded-For': from },
    body: new URLSearchParams({ username, password, ...CLIENT }),
  });
  await r.arrayBuffer();
  return { status: r.status, ms: performance.now() - t0 };
}

export async function drip(url) {
  const end = performance.now() + ATTACK_MS;
  const attacker = [];
  const attack = (async () => {
    while (performance.now() < end) {
      attacker.push(await signIn(url, 'viewer', 'wrong', '127.0.0.2'));
      await sleep(500);
    }
  })();
  const owner = [];
  await sleep(1500);
  while (performance.now() < end) {
    owner.push(await signIn(url, 'viewer', 'Viewer123!', '127.0.0.1'));
    await sleep(3000);
  }
  await attack;
  return { owner, attacker };
}

export default async function run({ root, log = console.log }) {
  const server = await startServerProcess({
    root: process.env.DRIP_ROOT ?? root,
    args: ['--data', 'memory://'],
    env: { TRUST_PROXY: 'true' },
    log,
  });
  try {
    const { owner, attacker } = await drip(server.url);
    const succeeded = owner.filter((a) => a.status === 200).length;
    log(
      `  owner: ${owner.map((a) => a.status).join(' ')}; attacker: ${attacker.length} attempts, ` +
        `${attacker.filter((a) => a.status === 429).length} refused at once`,
    );
    return [
      row('correct sign-ins of the owner that succeeded', round1((100 * succeeded) / owner.length), '%', {
        min: 80,
      }),
      row('correct sign-ins of the owner', owner.length, 'sign-ins'),
      row(
        'attacker attempts refused at once (429)',
        attacker.filter((a) => a.status === 429).length,
        'attempts',
      ),
      row('attacker attempts, median answer time', round1(median(attacker.map((a) => a.ms))), 'ms'),
      row('owner sign-ins, median answer time', round1(median(owner.map((a) => a.ms))), 'ms'),
    ];
  } finally {
    await server.stop();
  }
}
