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

/**
 * The attacker starts an attempt every 0.5 s and the owner every 3 s (from 1.5 s on), on the clock,
 * whatever the answers take: a busy machine slows the answers, not the attack.
 */
export async function drip(url) {
  const started = performance.now();
  const attacker = [];
  const owner = [];
  const pending = [];
  for (let at = 0; at < ATTACK_MS; at += 500) {
    const wait = started + at - performance.now();
    if (wait > 0) await sleep(wait);
    pending.push(signIn(url, 'viewer', 'wrong', '127.0.0.2').then((a) => attacker.push(a)));
    if (at % 3000 === 1500)
      pending.push(signIn(url, 'viewer', 'Viewer123!', '127.0.0.1').then((a) => owner.push(a)));
  }
  await Promise.all(pending);
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
