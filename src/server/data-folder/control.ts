/**
 * The control channel of a server running on a data folder: a Unix socket (`DIR/server.sock`, or a
 * named pipe on Windows; src/server/data-folder/layout.ts) that only the server's own user may open
 * (mode 0600). `npm run db:backup` asks the running server for a backup through it, since no second
 * process may open the folder's database. One request per connection, one JSON line each way:
 *
 *   → {"command":"backup"}        ← {"ok":true,"backup":{"file":"…","bytes":123,"takenAt":"…"}}
 *                                 ← {"ok":false,"error":"…"}
 *
 * A connection that is accepted also tells a starter that the folder's server still runs (the lock's
 * second check, for a holder in another pid namespace).
 */
import { chmod, unlink } from 'node:fs/promises';
import net from 'node:net';
import type { BackupFile } from './backups';

export interface ControlHandlers {
  backup(): Promise<BackupFile>;
}

export interface ControlServer {
  close(): Promise<void>;
}

interface Reply {
  ok: boolean;
  error?: string;
  backup?: { file: string; bytes: number; takenAt: string; kind: BackupFile['kind'] };
}

/** Listens on `address` (the caller holds the folder's lock, so a socket file left there is stale). */
export async function listenControl(address: string, handlers: ControlHandlers): Promise<ControlServer> {
  const server = net.createServer((socket) => {
    let input = '';
    socket.setEncoding('utf8');
    socket.on('error', () => undefined);
    socket.on('data', (chunk: string) => {
      input += chunk;
      if (!input.includes('\n')) {
        if (input.length > 4096) socket.destroy();
        return;
      }
      socket.removeAllListeners('data');
      void answer(input.slice(0, input.indexOf('\n'))).then((reply) =>
        socket.end(JSON.stringify(reply) + '\n'),
      );
    });
  });
  const answer = async (line: string): Promise<Reply> => {
    let command: unknown;
    try {
      command = (JSON.parse(line) as { command?: unknown }).command;
    } catch {
      return { ok: false, error: 'not a JSON request' };
    }
    if (command !== 'backup') return { ok: false, error: `unknown command ${String(command)}` };
    try {
      const b = await handlers.backup();
      return {
        ok: true,
        backup: { file: b.file, bytes: b.bytes, takenAt: b.takenAt.toISOString(), kind: b.kind },
      };
    } catch (error) {
      return { ok: false, error: error instanceof Error ? error.message : String(error) };
    }
  };
  const isPipe = address.startsWith('\\\\');
  await new Promise<void>((resolve, reject) => {
    const onError = async (error: NodeJS.ErrnoException) => {
      if (error.code !== 'EADDRINUSE' || isPipe) return reject(error);
      // a socket file left by a server that was killed: nobody listens on it (the lock says so)
      await unlink(address).catch(() => undefined);
      server.once('error', reject);
      server.listen(address, resolve);
    };
    server.once('error', (error) => void onError(error));
    server.listen(address, () => {
      server.removeAllListeners('error');
      resolve();
    });
  });
  if (!isPipe) await chmod(address, 0o600).catch(() => undefined);
  return {
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        // the socket file goes with the server (net removes it on close); a named pipe needs nothing
      }),
  };
}

function request(address: string, command: string, timeoutMs: number): Promise<Reply> {
  return new Promise<Reply>((resolve, reject) => {
    const socket = net.connect(address);
    let output = '';
    const timer = setTimeout(() => {
      socket.destroy();
      reject(new Error(`the server did not answer within ${Math.round(timeoutMs / 1000)} s`));
    }, timeoutMs);
    socket.setEncoding('utf8');
    socket.on('connect', () => socket.write(JSON.stringify({ command }) + '\n'));
    socket.on('data', (chunk: string) => (output += chunk));
    socket.on('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    socket.on('end', () => {
      clearTimeout(timer);
      try {
        resolve(JSON.parse(output) as Reply);
      } catch {
        reject(new Error('the server closed the control channel without an answer'));
      }
    });
  });
}

/** Asks the server on `address` for a backup (written into its backups directory). */
export async function requestBackup(address: string, timeoutMs = 30 * 60_000): Promise<BackupFile> {
  const reply = await request(address, 'backup', timeoutMs);
  if (!reply.ok || !reply.backup) throw new Error(reply.error ?? 'the server made no backup');
  return { ...reply.backup, takenAt: new Date(reply.backup.takenAt) };
}

/** Whether a server accepts connections on `address`. */
export function controlAnswers(address: string, timeoutMs = 1000): Promise<boolean> {
  return new Promise<boolean>((resolve) => {
    const socket = net.connect(address);
    const done = (answer: boolean) => {
      clearTimeout(timer);
      socket.destroy();
      resolve(answer);
    };
    const timer = setTimeout(() => done(false), timeoutMs);
    socket.on('connect', () => done(true));
    socket.on('error', () => done(false));
  });
}
