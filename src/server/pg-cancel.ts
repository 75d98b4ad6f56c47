/**
 * PostgreSQL's cancel request (protocol 3.0, "CancelRequest"): a short connection of its own that
 * sends the backend's process id and secret key and is closed by the server once it has signalled the
 * backend. It needs no pooled connection and no sign-in, so a cancel can never wait behind the very
 * statements it is meant to stop (pg_cancel_backend through a pool can: when every connection is held
 * by a request waiting to cancel, none is left to send the cancel).
 */
import net from 'node:net';

/** The code of a cancel request: 1234 in the high 16 bits, 5678 in the low. */
const CANCEL_REQUEST_CODE = 80877102;

export interface CancelTarget {
  /** Where the backend's server listens: a host name, an address, or a Unix socket folder. */
  host: string;
  port: number;
  /** The backend's process id and secret key, from its BackendKeyData message. */
  processID: number | null;
  secretKey: number | null;
}

/**
 * Sends a cancel request for `target`'s backend and resolves once the server closed the connection
 * (the backend has been signalled); rejects when it cannot be sent within `timeoutMs`.
 */
export function sendCancelRequest(target: CancelTarget, timeoutMs = 5000): Promise<void> {
  const { processID, secretKey } = target;
  if (processID === null || secretKey === null)
    return Promise.reject(new Error('no backend key to cancel with'));
  return new Promise((resolve, reject) => {
    const socket = target.host.startsWith('/')
      ? net.connect(`${target.host}/.s.PGSQL.${target.port}`)
      : net.connect(target.port, target.host);
    const timer = setTimeout(() => {
      socket.destroy();
      reject(new Error(`the cancel request was not answered within ${timeoutMs} ms`));
    }, timeoutMs);
    socket.once('connect', () => {
      const packet = Buffer.alloc(16);
      packet.writeInt32BE(16, 0);
      packet.writeInt32BE(CANCEL_REQUEST_CODE, 4);
      packet.writeInt32BE(processID, 8);
      packet.writeInt32BE(secretKey, 12);
      socket.end(packet);
    });
    socket.once('error', (error) => {
      clearTimeout(timer);
      socket.destroy();
      reject(error);
    });
    socket.once('close', (hadError) => {
      clearTimeout(timer);
      if (!hadError) resolve();
    });
  });
}
