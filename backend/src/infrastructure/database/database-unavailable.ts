/**
 * Whether a failure means the database could not be reached or went away (a restart, a crash, a
 * failover, a full connection table), rather than something wrong with the request or the code.
 * Such a failure is temporary: the pool reconnects on its own once the server is back, so the
 * API answers 503 with Retry-After instead of 500, and the client (which keeps its Idempotency-Key)
 * can simply try again.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { code, message } = error as { code?: unknown; message?: unknown };
  if (typeof code === 'string') {
    if (SOCKET_ERRORS.has(code) || UNAVAILABLE_STATES.has(code)) return true;
    // SQLSTATE class 08: connection exception.
    if (/^08[0-9A-Z]{3}$/.test(code)) return true;
  }
  // pg's own client-side errors carry no code, only these messages.
  return typeof message === 'string' && PG_CONNECTION_MESSAGES.some((prefix) => message.startsWith(prefix));
}

/** The socket to the server could not be opened or broke (Node system error codes). */
const SOCKET_ERRORS = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN']);

/**
 * SQLSTATEs of a server that is shutting down or starting up (57P01 admin_shutdown, 57P02
 * crash_shutdown, 57P03 cannot_connect_now) or has no connection slot left (53300).
 */
const UNAVAILABLE_STATES = new Set(['57P01', '57P02', '57P03', '53300']);

const PG_CONNECTION_MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error and is not queryable',
  'Client was closed and is not queryable',
];
