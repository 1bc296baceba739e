import { ApiError } from '../../../lib/api/api-client';

/**
 * The message to show staff: the server's `{ message }` (joined when it is a list), else the
 * client's `"<status>: <body>"` text.
 */
export function errorMessageOf(error: unknown): string {
  if (error instanceof ApiError) {
    try {
      const body = JSON.parse(error.bodyText) as { message?: unknown };
      if (typeof body.message === 'string' && body.message.trim()) return body.message;
      if (Array.isArray(body.message) && body.message.length) return body.message.map(String).join(', ');
    } catch {
      // Not JSON: fall through to the "<status>: <body>" form.
    }
  }
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

export function statusOf(error: unknown): number | undefined {
  return error instanceof ApiError ? error.status : undefined;
}

/** The server's field-level messages (`{ errors: { field: [message, ...] } }`), first message per field. */
export function fieldErrorsOf(error: unknown): Record<string, string> {
  if (!(error instanceof ApiError)) return {};
  try {
    const { errors } = JSON.parse(error.bodyText) as { errors?: unknown };
    if (!errors || typeof errors !== 'object') return {};
    return Object.fromEntries(
      Object.entries(errors as Record<string, unknown>).flatMap(([field, messages]) =>
        Array.isArray(messages) && typeof messages[0] === 'string' ? [[field, messages[0]]] : [],
      ),
    );
  } catch {
    return {};
  }
}
