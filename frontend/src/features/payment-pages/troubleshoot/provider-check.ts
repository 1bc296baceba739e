/** The diagnostic check's states (spec section 4). */
export type ProviderCheckState = 'unknown' | 'working' | 'error';

/** The simulated provider's checkout page; a real provider's checkout address can be passed instead. */
export const DEFAULT_PROVIDER_ENDPOINT = '/mock-gpay-payment';
const CHECK_TIMEOUT_MS = 10_000;

function timeoutSignal(): AbortSignal | undefined {
  return typeof AbortSignal.timeout === 'function' ? AbortSignal.timeout(CHECK_TIMEOUT_MS) : undefined;
}

/**
 * The spec's ping of the provider's checkout endpoint. Browsers refuse OPTIONS in no-cors mode,
 * so a provider on another site gets a no-cors HEAD, where an opaque answer of any kind means
 * "reachable" and only a network failure means "down". Our simulated provider's checkout is on
 * this site: it gets the spec's OPTIONS directly, and since it settles on this server the API's
 * health must be good as well.
 */
export async function checkProvider(endpoint: string = DEFAULT_PROVIDER_ENDPOINT): Promise<Exclude<ProviderCheckState, 'unknown'>> {
  const sameSite = endpoint.startsWith('/') && !endpoint.startsWith('//');
  try {
    if (sameSite) {
      await fetch(endpoint, { method: 'OPTIONS', cache: 'no-store', signal: timeoutSignal() });
      const health = await fetch('/api/health', { cache: 'no-store', signal: timeoutSignal() });
      return health.ok ? 'working' : 'error';
    }
    await fetch(endpoint, { method: 'HEAD', mode: 'no-cors', cache: 'no-store', signal: timeoutSignal() });
    return 'working';
  } catch {
    return 'error';
  }
}
