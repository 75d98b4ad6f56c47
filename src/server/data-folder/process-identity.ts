/**
 * Who a process is, beyond its id: a process id is reused once its process has ended, so a lock file
 * that names only a pid could be mistaken for the lock of whatever process has that id now. A process
 * is identified by its id and its start time:
 *
 * - Linux: the start time in clock ticks since boot (field 22 of /proc/<pid>/stat) and the boot id
 *   (/proc/sys/kernel/random/boot_id), so a pid reused after a reboot is not mistaken either;
 * - elsewhere: the start time `ps -o lstart=` prints, when `ps` is there;
 * - else only the pid (a live process with that id counts as the holder).
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { hostname } from 'node:os';

export interface ProcessIdentity {
  pid: number;
  /** the process's start time in the form of this platform (ticks since boot on Linux), when known */
  startTime?: string;
  /** the kernel's boot id (Linux) */
  bootId?: string;
  host: string;
}

/** The start time of process `pid`, or undefined when it does not exist (or cannot be read). */
export function processStartTime(pid: number): string | undefined {
  if (process.platform === 'linux') {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      // the command name (field 2) is in parentheses and may itself hold spaces and parentheses
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      return fields[19]; // field 22 of the whole line: starttime
    } catch {
      return undefined;
    }
  }
  if (process.platform === 'win32') return undefined;
  try {
    const out = execFileSync('ps', ['-o', 'lstart=', '-p', String(pid)], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
    return out || undefined;
  } catch {
    return undefined;
  }
}

function bootId(): string | undefined {
  if (process.platform !== 'linux') return undefined;
  try {
    return readFileSync('/proc/sys/kernel/random/boot_id', 'utf8').trim() || undefined;
  } catch {
    return undefined;
  }
}

/** This process. */
export function currentProcess(): ProcessIdentity {
  return { pid: process.pid, startTime: processStartTime(process.pid), bootId: bootId(), host: hostname() };
}

/** Whether a process with this id exists now (of any user). */
export function pidExists(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists but belongs to another user
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Whether the process `who` describes still runs, as far as this machine can tell:
 * - 'running': the same process (same pid and start time) runs on this machine;
 * - 'gone': it ran on this machine (this host, this boot, or this host before a reboot) and has ended;
 * - 'elsewhere': it ran on another machine (or container) whose processes this one cannot see.
 */
export function processState(who: ProcessIdentity): 'running' | 'gone' | 'elsewhere' {
  const me = currentProcess();
  const sameKernel = who.bootId !== undefined && me.bootId !== undefined && who.bootId === me.bootId;
  if (who.host !== me.host) return 'elsewhere';
  // the same host name after a reboot: every process of the earlier boot has ended
  if (who.bootId !== undefined && me.bootId !== undefined && !sameKernel) return 'gone';
  if (!pidExists(who.pid)) return 'gone';
  if (who.startTime === undefined) return 'running';
  const now = processStartTime(who.pid);
  if (now === undefined) return pidExists(who.pid) ? 'running' : 'gone';
  // the pid exists but started at another time: the id was reused by another process
  return now === who.startTime ? 'running' : 'gone';
}

/** The command line of a running process (Linux), for messages; undefined elsewhere. */
export function processCommand(pid: number): string | undefined {
  if (process.platform !== 'linux') return undefined;
  try {
    const raw = readFileSync(`/proc/${pid}/cmdline`, 'utf8');
    return raw.split('\0').filter(Boolean).join(' ') || undefined;
  } catch {
    return undefined;
  }
}
