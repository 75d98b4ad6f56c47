// How long `npm run dev` takes to rebuild the element bundles after a widget change: the development
// build of scripts/dev-widgets.mjs (the same esbuild context `npm run dev` runs) into a temporary
// folder, then a change of a widget's source (a statement appended to src/widgets/agents/Agents.tsx,
// taken back afterwards) timed from the file's write until a rebuilt bundle holding the change is on
// disk, several times. Target: under 5 s on the 2-core development machine.
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { findEntries } from '../rollup.config.mjs';
import { watchWidgets } from '../scripts/dev-widgets.mjs';
import { median, row } from './lib.mjs';

export const name = 'npm run dev: a widget change rebuilt';

const CHANGES = 7;
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** True when a bundle file below `dir` holds `text`. */
function written(dir, text) {
  return readdirSync(dir, { recursive: true }).some(
    (file) => String(file).endsWith('.js') && readFileSync(join(dir, String(file)), 'utf8').includes(text),
  );
}

export default async function run({ root, log }) {
  const outdir = mkdtempSync(join(tmpdir(), 'dev-rebuild-'));
  const source = join(root, 'src/widgets/agents/Agents.tsx');
  const original = readFileSync(source, 'utf8');
  const { 'game-history': _embed, ...entries } = findEntries(root);
  let first = null;
  const widgets = await watchWidgets({
    root,
    entries,
    outdir,
    onBuilt: ({ ms }) => {
      first ??= ms;
    },
  });
  const times = [];
  try {
    for (let i = 1; i <= CHANGES; i++) {
      const probe = `__devRebuildProbe = ${i}`;
      const started = Date.now();
      writeFileSync(source, `${original}\n(globalThis as Record<string, unknown>).${probe};\n`);
      while (!written(outdir, probe)) {
        if (Date.now() - started > 120_000) throw new Error(`the change ${i} was not rebuilt within 2 minutes`);
        await sleep(20);
      }
      times.push(Date.now() - started);
      log(`change ${i}: rebuilt bundle written after ${times.at(-1)} ms`);
      await sleep(500);
    }
  } finally {
    writeFileSync(source, original);
    await sleep(300);
    await widgets.stop();
    rmSync(outdir, { recursive: true, force: true });
  }
  return [
    row('first development build of the elements', first, 'ms'),
    row('a widget change until its bundle is written (median)', median(times), 'ms', { max: 5000 }),
    row('a widget change until its bundle is written (slowest)', Math.max(...times), 'ms'),
  ];
}
