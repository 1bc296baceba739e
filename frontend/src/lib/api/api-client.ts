/**
 * The one way the app talks to the API (spec sections 7 and 8): cookies included, JSON bodies,
 * and any non-OK answer thrown as `Error("<status>: <body text or status text>")`.
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly bodyText: string,
    statusText: string,
  ) {
    super(`${status}: ${bodyText || statusText}`);
    this.name = 'ApiError';
  }

  /** The answer's body parsed as JSON (our API answers `{ statusCode, message, errors? }`), undefined when it is not JSON. */
  get json(): unknown {
    try {
      return JSON.parse(this.bodyText) as unknown;
    } catch {
      return undefined;
    }
  }

  /** The server's own sentence: the body's `message` (a list joined with ', '), null when it has none. */
  get serverMessage(): string | null {
    const { message } = objectOf(this.json);
    if (typeof message === 'string') return message.trim() || null;
    if (Array.isArray(message) && message.length > 0) return message.map(String).join(', ');
    return null;
  }

  /** The server's first message for each field it refused (`errors: { field: [message, …] }`), in its order. */
  get fieldErrors(): Record<string, string> {
    const { errors } = objectOf(this.json);
    return Object.fromEntries(
      Object.entries(objectOf(errors)).flatMap(([field, messages]) => {
        const first = Array.isArray(messages) ? messages.find((m) => typeof m === 'string' && m.trim() !== '') : undefined;
        return typeof first === 'string' ? [[field, first.trim()]] : [];
      }),
    );
  }
}

const objectOf = (value: unknown): Record<string, unknown> => (typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {});

export interface RequestOptions {
  signal?: AbortSignal;
  /**
   * Reuse the key of an earlier attempt so a retried POST is recognised by the server and not
   * applied twice (PRODUCT.md, idempotent commands). A fresh key is drawn when omitted.
   */
  idempotencyKey?: string;
  /** Extra request headers, e.g. the staff panel's `X-CSRF-Token` on state-changing calls. */
  headers?: Record<string, string>;
}

export function newIdempotencyKey(): string {
  return crypto.randomUUID();
}

async function request<T>(method: string, path: string, body: unknown, options: RequestOptions = {}): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  if (method === 'POST') headers['Idempotency-Key'] = options.idempotencyKey ?? newIdempotencyKey();

  const response = await fetch(path, {
    method,
    headers,
    credentials: 'include',
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: options.signal,
  });
  if (!response.ok) {
    const text = await response.text().catch(() => '');
    throw new ApiError(response.status, text, response.statusText);
  }
  if (response.status === 204) return undefined as T;
  const text = await response.text();
  return (text ? JSON.parse(text) : undefined) as T;
}

export const apiClient = {
  get: <T>(path: string, options?: RequestOptions) => request<T>('GET', path, undefined, options),
  post: <T>(path: string, body?: unknown, options?: RequestOptions) => request<T>('POST', path, body, options),
  patch: <T>(path: string, body?: unknown, options?: RequestOptions) => request<T>('PATCH', path, body, options),
};
