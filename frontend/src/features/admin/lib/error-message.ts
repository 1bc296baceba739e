import { ApiError } from '../../../lib/api/api-client';

/**
 * The message to show staff: the server's `{ message }` (joined when it is a list), else the
 * client's `"<status>: <body>"` text.
 */
export function errorMessageOf(error: unknown): string {
  const server = error instanceof ApiError ? error.serverMessage : null;
  if (server) return server;
  return error instanceof Error ? error.message : String(error);
}

/**
 * No answer came at all (offline, the connection refused or dropped): fetch rejects with a TypeError,
 * worded by each browser its own way ('Failed to fetch', 'Load failed', 'NetworkError when attempting
 * to fetch resource.'), in English whatever the panel's language, and telling staff nothing.
 */
export function isNetworkFailure(error: unknown): boolean {
  return error instanceof TypeError;
}

/**
 * The server's answer did not come back, so whether the call took effect is unknown: no answer at all
 * (isNetworkFailure), or a gateway in between answered instead because it gave up waiting for the
 * server (504) or lost it mid-call (502), after the call may have reached it.
 */
export function isAnswerLost(error: unknown): boolean {
  const status = statusOf(error);
  return isNetworkFailure(error) || status === 502 || status === 504;
}

export function statusOf(error: unknown): number | undefined {
  return error instanceof ApiError ? error.status : undefined;
}

/** The server's field-level messages (`{ errors: { field: [message, ...] } }`), first message per field. */
export function fieldErrorsOf(error: unknown): Record<string, string> {
  return error instanceof ApiError ? error.fieldErrors : {};
}
