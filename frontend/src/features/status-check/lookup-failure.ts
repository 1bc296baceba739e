import { ApiError } from '../../lib/api/api-client';

/** Why a lookup failed, in the terms the page explains to the traveller. */
export type LookupFailure = 'offline' | 'tooMany' | 'unavailable';

/**
 * The raw error ("Failed to fetch", '500: {"statusCode":500,…}') is English and technical whatever
 * the page's language, so the page names its cause instead: no answer at all (fetch rejects with a
 * TypeError when the network is down), the lookup limit against guessing numbers (429), or our
 * service failing.
 */
export function lookupFailureOf(error: unknown): LookupFailure {
  if (!(error instanceof ApiError)) return 'offline';
  return error.status === 429 ? 'tooMany' : 'unavailable';
}
