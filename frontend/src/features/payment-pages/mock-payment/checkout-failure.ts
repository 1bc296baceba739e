import { ApiError } from '../../../lib/api/api-client';

/**
 * What the card page says when the provider's checkout call fails. The raw error is English and
 * technical whatever the page's language ("Failed to fetch" when the network is down, or
 * '404: {"statusCode":404,"message":"…"}'), so a call that got no answer is named as such, and an
 * answer is reduced to the provider's own sentence.
 */
export type CheckoutFailure = { kind: 'offline' } | { kind: 'answered'; message: string };

export function checkoutFailureOf(error: unknown): CheckoutFailure {
  if (error instanceof ApiError) return { kind: 'answered', message: error.serverMessage ?? (error.bodyText.trim() || String(error.status)) };
  // fetch rejects with a TypeError when no answer came at all.
  if (error instanceof TypeError || !(error instanceof Error)) return { kind: 'offline' };
  return { kind: 'answered', message: error.message };
}
