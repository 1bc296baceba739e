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
}

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
