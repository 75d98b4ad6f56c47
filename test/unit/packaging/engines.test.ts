/**
 * The `engines` field of package.json says which Node versions the project runs on. It must be true to
 * the dependency tree: every installed package (package-lock.json) supports every version it allows, so
 * `npm install` prints no EBADENGINE warning on any of them.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import semver from 'semver';
import { describe, expect, it } from 'vitest';

interface LockEntry {
  version?: string;
  engines?: Record<string, string> | string[];
}

const root = process.cwd();
const manifest = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
  engines: { node: string };
};
const lock = JSON.parse(readFileSync(join(root, 'package-lock.json'), 'utf8')) as {
  packages: Record<string, LockEntry>;
};
const allowed = manifest.engines.node;

/** The Node range a locked package declares, if any. */
function nodeRange(entry: LockEntry): string | null {
  const engines = entry.engines;
  return engines && !Array.isArray(engines) && typeof engines.node === 'string' ? engines.node : null;
}

describe('package.json engines is true to the dependency tree', () => {
  it('names a valid range of Node versions', () => {
    expect(semver.validRange(allowed)).not.toBeNull();
  });

  it('every locked package supports every Node version the engines field allows', () => {
    const narrower: string[] = [];
    for (const [path, entry] of Object.entries(lock.packages)) {
      const range = path ? nodeRange(entry) : null;
      if (!range) continue;
      let covered: boolean;
      try {
        covered = semver.subset(allowed, range);
      } catch {
        covered = false;
      }
      if (!covered) narrower.push(`${path.replace(/^.*node_modules\//, '')}@${entry.version}: node ${range}`);
    }
    expect(narrower).toEqual([]);
  });

  it('the Node running these tests is one of the versions it allows', () => {
    expect(semver.satisfies(process.version, allowed), `${process.version} in ${allowed}`).toBe(true);
  });
});
