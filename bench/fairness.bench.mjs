// Fair sharing: what other people's requests cost while reports and exports run, on the embedded
// database and on PostgreSQL. The server runs as `npm start` runs it, in a process of its own
// (bench/server-process.mjs; PostgreSQL: a throwaway cluster, or FAIRNESS_DATABASE_URL), with the demo
// operator (or `--scale FAIRNESS_SCALE` more). The bench process only sends requests and times them.
//
// Probes: GET /config.json and the agents list's first page (GET /backoffice/api/agents, 25 rows by
// name, as admin), one after another with 10 ms between, timed from request to the last byte.
//   - idle: nothing else runs;
//   - reports: five users (admin, viewer and three users made with admin's claims) each run the
//     game-history report over ten years, again and again (a 429 waits its Retry-After, as the
//     console does). Targets: p50 within 50 ms and p99 within 250 ms of idle;
//   - export: full CSV exports of game history over ten years, one after another, read as fast as they
//     come. Target: p99 within 50 ms of idle;
//   - abort storm: 50 concurrent ten-year reports, each aborted by its client at a random moment in its
//     first second; then a sign-in and the agents list, timed (target: each within 1 s);
//   - the dashboard of 31/12/9999 (the request that stopped the whole server): its answer time after
//     the phases above (target: 400 within 100 ms), then /config.json once more (still served); on the
//     embedded database also on a fresh server as `npm start` runs it (median of five);
//   - paused downloads: ten CSV exports (ten users) whose clients read the first bytes and then stop
//     reading; the agents list is timed while they hang (target: the slowest within 1 s), then they
//     are let go. With the default limits some of them are refused at once (429): that is the point.
// Run: `npm run bench -- fairness` (`--no-build`: the server needs no dist/ for this). Timing on a
// shared machine is noisy: run it a few times and compare medians. FAIRNESS_BACKENDS=embedded (or
// postgres) runs one of them; FAIRNESS_ROOT measures the server of another checkout (a before/after).
/* global AbortSignal */
import { performance } from 'node:perf_hooks';
import { median, round1, row } from './lib.mjs';
import { startServerProcess, throwawayPostgres } from './server-process.mjs';

export const name = 'other requests while reports and exports run (embedded database and PostgreSQL)';

const PROBE_GAP_MS = 10;
const IDLE_MS = Number(process.env.FAIRNESS_IDLE_MS ?? 8000);
const LOAD_MS = Number(process.env.FAIRNESS_LOAD_MS ?? 12_000);
const ROOT_AGENT_ID = '1864fa97-e53e-4827-92d7-670a097e5e69'; // the demo operator's root agent (src/server/seed/demo.ts)
const CLIENT = { grant_type: 'password', client_id: 'ui', client_secret: 'casino-widgets-ui' };
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

function percentile(values, p) {
  if (!values.length) return null;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/** The last ten years up to today (UTC), as days. */
function tenYears() {
  const today = new Date();
  const from = new Date(Date.UTC(today.getUTCFullYear() - 10, today.getUTCMonth(), today.getUTCDate() + 1));
  return { from: from.toISOString().slice(0, 10), to: today.toISOString().slice(0, 10) };
}

async function signIn(url, username, password, headers = {}) {
  const r = await fetch(`${url}/identity/connect/token`, {
    method: 'POST',
    headers,
    body: new URLSearchParams({ username, password, ...CLIENT }),
  });
  const body = await r.json().catch(() => ({}));
  return { status: r.status, token: body.access_token };
}

/** Admin, viewer and `extra` users with admin's claims (made through the API on first use). */
async function reportUsers(url, extra) {
  const admin = (await signIn(url, 'admin', 'Admin123!')).token;
  const viewer = (await signIn(url, 'viewer', 'Viewer123!')).token;
  const auth = { Authorization: `Bearer ${admin}`, 'Content-Type': 'application/json' };
  const users = await (
    await fetch(`${url}/backoffice/api/User?agentId=${ROOT_AGENT_ID}`, { headers: auth })
  ).json();
  const adminId = users.find((u) => u.userName === 'admin').id;
  const claims = (
    await (await fetch(`${url}/backoffice/api/User/getclaims?id=${adminId}`, { headers: auth })).json()
  ).claims;
  const tokens = [admin, viewer];
  for (let i = 1; i <= extra; i++) {
    const userName = `fairness-${i}`;
    const password = 'Fairness123!';
    let id = users.find((u) => u.userName === userName)?.id;
    if (!id) {
      const created = await fetch(`${url}/backoffice/api/User`, {
        method: 'POST',
        headers: auth,
        body: JSON.stringify({
          user: { userName, displayName: `Fairness ${i}`, agentId: ROOT_AGENT_ID, isActive: true },
          password,
        }),
      });
      id = JSON.parse(await created.text());
      await fetch(`${url}/backoffice/api/User/setclaims?id=${id}`, {
        method: 'POST',
        headers: auth,
        body: JSON.stringify(claims),
      });
    }
    tokens.push((await signIn(url, userName, password)).token);
  }
  return { admin, tokens };
}

/** Times GET requests to the probes, one after another, until `until()` says stop. */
async function probe(url, adminToken, until) {
  const targets = {
    config: { url: `${url}/config.json`, headers: {} },
    agents: {
      url: `${url}/backoffice/api/agents?agentId=${ROOT_AGENT_ID}&pageIndex=0&pageSize=25&sort=name`,
      headers: { Authorization: `Bearer ${adminToken}` },
    },
  };
  const times = { config: [], agents: [] };
  const failures = { config: 0, agents: 0 };
  while (!until()) {
    for (const [key, target] of Object.entries(targets)) {
      const t0 = performance.now();
      const r = await fetch(target.url, { headers: target.headers });
      await r.arrayBuffer();
      times[key].push(performance.now() - t0);
      if (r.status !== 200) failures[key]++;
      await sleep(PROBE_GAP_MS);
    }
  }
  return { times, failures };
}

const stats = (values) => ({ p50: percentile(values, 50), p99: percentile(values, 99), n: values.length });

async function reportLoop(url, token, range, stop, counts) {
  while (!stop.done) {
    const r = await fetch(`${url}/reports/api/report/gamehistory`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ agentId: ROOT_AGENT_ID, ...range, pageIndex: 0, pageSize: 50 }),
    });
    await r.arrayBuffer();
    counts[r.status] = (counts[r.status] ?? 0) + 1;
    if (r.status === 429 || r.status === 503) await sleep(Number(r.headers.get('retry-after') ?? 1) * 1000);
  }
}

function exportRequest(url, token, range, signal) {
  return fetch(`${url}/reports/api/report/gamehistory?lng=en`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json', Accept: 'text/csv' },
    body: JSON.stringify({ agentId: ROOT_AGENT_ID, ...range }),
    signal,
  });
}

/**
 * Full exports one after another, each read as fast as it comes (and counted, not kept: at an
 * operator's size one is more than a gigabyte); the one under way when the phase ends is cut off
 * (status 'cut', not counted in the median time).
 */
async function exportLoop(url, token, range, stop, counts) {
  while (!stop.done) {
    const t0 = performance.now();
    const r = await exportRequest(url, token, range);
    let bytes = 0;
    let cut = false;
    const reader = r.body.getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      bytes += value.byteLength;
      if (stop.done) {
        cut = true;
        await reader.cancel();
        break;
      }
    }
    counts.push({ status: cut ? 'cut' : r.status, bytes, ms: performance.now() - t0 });
    if (r.status === 429 || r.status === 503) await sleep(Number(r.headers.get('retry-after') ?? 1) * 1000);
  }
}

async function timedPost(url, token, body, limitMs) {
  const t0 = performance.now();
  try {
    const r = await fetch(url, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(limitMs),
    });
    await r.arrayBuffer();
    return { ms: performance.now() - t0, status: r.status };
  } catch {
    return { ms: null, status: 'timeout' };
  }
}

async function timedGet(url, headers, limitMs) {
  const t0 = performance.now();
  try {
    const r = await fetch(url, { headers, signal: AbortSignal.timeout(limitMs) });
    await r.arrayBuffer();
    return { ms: performance.now() - t0, status: r.status };
  } catch {
    return { ms: null, status: 'timeout' };
  }
}

/**
 * The dashboard of 31/12/9999 as viewer, five times (a server that loops on it answers none: it gets
 * 3 s, then the caller kills it), then /config.json.
 */
async function dashboard9999(url) {
  const viewer = (await signIn(url, 'viewer', 'Viewer123!')).token;
  await sleep(1000);
  const answers = [];
  for (let i = 0; i < 5; i++) {
    const answer = await timedPost(
      `${url}/reports/api/report/dashboard`,
      viewer,
      { agentId: ROOT_AGENT_ID, from: '9999-12-31', to: '9999-12-31' },
      3000,
    );
    answers.push(answer);
    if (answer.status !== 400) break;
  }
  const configAfter = await timedGet(`${url}/config.json`, {}, 3000);
  const answered = answers.filter((a) => a.status === 400).map((a) => a.ms);
  return {
    answers: answers.map((a) => ({ status: a.status, ms: a.ms === null ? null : round1(a.ms) })),
    medianMs: answered.length === answers.length ? round1(median(answered)) : null,
    configAfter: { status: configAfter.status, ms: configAfter.ms === null ? null : round1(configAfter.ms) },
    wedged: configAfter.status !== 200,
  };
}

/** Every measurement against one running server. */
async function measure(url, label, log) {
  const range = tenYears();
  const { admin, tokens } = await reportUsers(url, 9);
  // every user but viewer may export (viewer has view permissions only)
  const exporters = tokens.filter((_, i) => i !== 1);
  const agentsUrl = `${url}/backoffice/api/agents?agentId=${ROOT_AGENT_ID}&pageIndex=0&pageSize=25&sort=name`;
  const adminHeaders = { Authorization: `Bearer ${admin}` };
  // warm up: the first requests compile queries and fill caches
  await probe(
    url,
    admin,
    (
      (end) => () =>
        performance.now() > end
    )(performance.now() + 1500),
  );

  const idleEnd = performance.now() + IDLE_MS;
  const idle = await probe(url, admin, () => performance.now() > idleEnd);

  const stopReports = { done: false };
  const reportCounts = {};
  const loops = tokens.slice(0, 5).map((token) => reportLoop(url, token, range, stopReports, reportCounts));
  await sleep(500);
  const loadEnd = performance.now() + LOAD_MS;
  const loaded = await probe(url, admin, () => performance.now() > loadEnd);
  stopReports.done = true;
  await Promise.all(loops);

  const stopExport = { done: false };
  const exports = [];
  const exporting = exportLoop(url, admin, range, stopExport, exports);
  await sleep(300);
  const exportEnd = performance.now() + LOAD_MS;
  const during = await probe(url, admin, () => performance.now() > exportEnd);
  stopExport.done = true;
  await exporting;

  // abort storm: 50 reports, each aborted by its client at a random moment in its first second
  const storm = Array.from({ length: 50 }, (_, i) => {
    const controller = new AbortController();
    setTimeout(() => controller.abort(), Math.random() * 1000);
    return fetch(`${url}/reports/api/report/gamehistory`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${tokens[i % tokens.length]}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ agentId: ROOT_AGENT_ID, ...range, pageIndex: 0, pageSize: 50 }),
      signal: controller.signal,
    })
      .then((r) => r.arrayBuffer())
      .catch(() => undefined);
  });
  await Promise.all(storm);
  const t0 = performance.now();
  let signInAfterStorm = null;
  let signInStatus = 'failed';
  try {
    const r = await Promise.race([
      signIn(url, 'viewer', 'Viewer123!'),
      sleep(30_000).then(() => ({ status: 'timeout' })),
    ]);
    signInStatus = r.status;
    if (r.status === 200) signInAfterStorm = performance.now() - t0;
  } catch {
    // counted as not answered
  }
  const agentsAfterStorm = await timedGet(agentsUrl, adminHeaders, 30_000);

  // ten paused downloads: read the first bytes, then stop reading
  const paused = [];
  for (let i = 0; i < 10; i++) {
    const controller = new AbortController();
    const response = await exportRequest(
      url,
      exporters[i % exporters.length],
      range,
      controller.signal,
    ).catch(() => null);
    const reader = response?.body?.getReader();
    await reader?.read().catch(() => undefined);
    paused.push({ controller, status: response?.status ?? 'failed' });
  }
  const pausedTimes = [];
  for (let i = 0; i < 6; i++) {
    pausedTimes.push(await timedGet(agentsUrl, adminHeaders, 30_000));
    await sleep(250);
  }
  for (const p of paused) p.controller.abort();

  // the dashboard of 31/12/9999, last: a server that loops on it answers nothing more
  const dashboard9999 = await timedPost(
    `${url}/reports/api/report/dashboard`,
    tokens[1],
    { agentId: ROOT_AGENT_ID, from: '9999-12-31', to: '9999-12-31' },
    3000,
  );
  const configAfter = await timedGet(`${url}/config.json`, {}, 3000);

  const ms = (v) => (v === null ? null : round1(v));
  const result = {
    idle: { config: stats(idle.times.config), agents: stats(idle.times.agents) },
    reports: {
      config: stats(loaded.times.config),
      agents: stats(loaded.times.agents),
      failures: loaded.failures,
      answers: reportCounts,
    },
    export: {
      config: stats(during.times.config),
      agents: stats(during.times.agents),
      exports: exports.map((e) => ({ status: e.status, bytes: e.bytes, ms: round1(e.ms) })),
    },
    abortStorm: { signInMs: ms(signInAfterStorm), signInStatus, agents: agentsAfterStorm },
    pausedDownloads: { statuses: paused.map((p) => p.status), agents: pausedTimes },
    dashboard9999: { ...dashboard9999, configAfter },
  };
  log(`  ${label}: ${JSON.stringify(result)}`);
  const delta = (phase, probeName, p) =>
    result[phase][probeName][p] === null
      ? null
      : round1(result[phase][probeName][p] - result.idle[probeName][p]);
  const slowestPaused = pausedTimes.some((t) => t.ms === null)
    ? null
    : round1(Math.max(...pausedTimes.map((t) => t.ms)));
  return {
    result,
    rows: [
      row(`${label}: /config.json idle p50`, round1(result.idle.config.p50), 'ms'),
      row(`${label}: /config.json idle p99`, round1(result.idle.config.p99), 'ms'),
      row(`${label}: agents list idle p50`, round1(result.idle.agents.p50), 'ms'),
      row(`${label}: agents list idle p99`, round1(result.idle.agents.p99), 'ms'),
      row(
        `${label}: five 10-year reports, /config.json p50 over idle`,
        delta('reports', 'config', 'p50'),
        'ms',
        { max: 50 },
      ),
      row(
        `${label}: five 10-year reports, /config.json p99 over idle`,
        delta('reports', 'config', 'p99'),
        'ms',
        { max: 250 },
      ),
      row(
        `${label}: five 10-year reports, agents list p50 over idle`,
        delta('reports', 'agents', 'p50'),
        'ms',
        { max: 50 },
      ),
      row(
        `${label}: five 10-year reports, agents list p99 over idle`,
        delta('reports', 'agents', 'p99'),
        'ms',
        { max: 250 },
      ),
      row(`${label}: reports answered in the window`, reportCounts[200] ?? 0, 'reports'),
      row(`${label}: full CSV exports, /config.json p99 over idle`, delta('export', 'config', 'p99'), 'ms', {
        max: 50,
      }),
      row(`${label}: full CSV exports, agents list p99 over idle`, delta('export', 'agents', 'p99'), 'ms', {
        max: 50,
      }),
      row(
        `${label}: full CSV export, median time`,
        round1(median(exports.filter((e) => e.status === 200).map((e) => e.ms))),
        'ms',
      ),
      row(`${label}: after 50 aborted reports, sign-in`, ms(signInAfterStorm), 'ms', { max: 1000 }),
      row(`${label}: after 50 aborted reports, agents list`, ms(agentsAfterStorm.ms), 'ms', { max: 1000 }),
      row(`${label}: ten paused downloads, slowest agents list`, slowestPaused, 'ms', { max: 1000 }),
      row(
        `${label}: dashboard of 31/12/9999 after the phases above, answered 400 in`,
        dashboard9999.status === 400 ? ms(dashboard9999.ms) : null,
        'ms',
        {
          max: 100,
        },
      ),
    ],
    wedged: configAfter.status !== 200,
  };
}

export default async function run({ root, log = console.log }) {
  const serverRoot = process.env.FAIRNESS_ROOT ?? root;
  const scale = process.env.FAIRNESS_SCALE ? ['--scale', process.env.FAIRNESS_SCALE] : [];
  const rows = [];
  const results = {};
  const backends = (process.env.FAIRNESS_BACKENDS ?? 'embedded,postgres').split(',');
  if (backends.includes('embedded')) {
    log('  embedded database: starting the server (seeding the demo operator)…');
    const server = await startServerProcess({
      root: serverRoot,
      args: ['--data', 'memory://', ...scale],
      log,
    });
    let wedged = false;
    try {
      const measured = await measure(server.url, 'embedded', log);
      rows.push(...measured.rows);
      results.embedded = measured.result;
      wedged = measured.wedged;
    } finally {
      await server.stop({ force: wedged });
    }
    if (!wedged) {
      // the request of the report against a fresh server, as `npm start` runs it
      log('  embedded database: the dashboard of 31/12/9999 on a fresh server…');
      const fresh = await startServerProcess({
        root: serverRoot,
        args: ['--data', 'memory://', ...scale],
        log,
      });
      let stuck = false;
      try {
        const probe = await dashboard9999(fresh.url);
        stuck = probe.wedged;
        results.dashboard9999 = probe;
        rows.push(
          row(
            'embedded, fresh server: dashboard of 31/12/9999 answered 400 in (median of 5)',
            probe.medianMs,
            'ms',
            {
              max: 100,
            },
          ),
          row('embedded, fresh server: /config.json right after', probe.configAfter.ms, 'ms'),
        );
      } finally {
        await fresh.stop({ force: stuck });
      }
    }
  }
  if (backends.includes('postgres')) {
    const cluster = process.env.FAIRNESS_DATABASE_URL ? null : await throwawayPostgres();
    const databaseUrl = process.env.FAIRNESS_DATABASE_URL ?? cluster?.url;
    if (!databaseUrl) log('  PostgreSQL: not installed here, skipped');
    else {
      try {
        // a database of FAIRNESS_DATABASE_URL is measured as it is (grown by `npm run seed:scale`,
        // say); the throwaway cluster's is seeded afresh
        log('  PostgreSQL: starting the server…');
        const server = await startServerProcess({
          root: serverRoot,
          args: process.env.FAIRNESS_DATABASE_URL ? scale : ['--reset', ...scale],
          env: { DATABASE_URL: databaseUrl },
          log,
        });
        let wedged = false;
        try {
          const measured = await measure(server.url, 'PostgreSQL', log);
          rows.push(...measured.rows);
          results.postgres = measured.result;
          wedged = measured.wedged;
        } finally {
          await server.stop({ force: wedged });
        }
      } finally {
        await cluster?.stop();
      }
    }
  }
  return { rows, scale: process.env.FAIRNESS_SCALE ?? 'demo', details: results };
}
