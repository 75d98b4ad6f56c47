/**
 * What is wrong with a data directory that failed to open. PGlite reports only "Aborted()" or "failed
 * to initialize properly"; PostgreSQL's own reason (FATAL or PANIC, with its DETAIL and HINT) goes to
 * its standard error, which PGlite drops. So the directory is opened once more with that output
 * captured, and the reason is read from it.
 */
import { PGlite } from '@electric-sql/pglite';
import { messageOf } from './backups';

export interface Diagnosis {
  /** PostgreSQL's lines on the failure ('PANIC:  could not locate a valid checkpoint record …'), else [] */
  reasons: string[];
  /** what the opening threw */
  error: string;
}

/** PostgreSQL's log prefix: '2026-05-01 09:30:00.123 UTC [42] ' */
const LOG_PREFIX = /^\d{4}-\d{2}-\d{2} [\d:.]+ \w+ \[\d+\] /;
const SEVERITY = /^(PANIC|FATAL|ERROR|DETAIL|HINT):/;

export async function diagnose(pgdata: string, failure: unknown): Promise<Diagnosis> {
  const reasons: string[] = [];
  const capture = (text: string) => {
    for (const line of text.split('\n')) {
      const bare = line.replace(LOG_PREFIX, '').trim();
      if (SEVERITY.test(bare) && !reasons.includes(bare)) reasons.push(bare.replace(/:\s+/, ': '));
    }
    return true;
  };
  try {
    const pg = await PGlite.create(pgdata, { onStderr: capture, onStdout: capture });
    await pg.close();
  } catch {
    // the failure again, now with PostgreSQL's reason captured
  }
  return { reasons, error: cleanError(failure) };
}

/** The first line of an error's message, without what WebAssembly builds add ("Build with -s…"). */
export function cleanError(error: unknown): string {
  return messageOf(error)
    .split('\n')[0]
    .replace(/\s*Build with -s\w+ for more info\.?/, '')
    .trim()
    .replace(/\.$/, '');
}
