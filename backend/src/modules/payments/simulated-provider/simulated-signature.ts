import { createHmac, timingSafeEqual } from 'node:crypto';
import type { SimulatedPaymentResult } from '@evisa/contracts/events';

const SIGNED_FIELDS = ['status', 'transactionId', 'ref', 'amount', 'orderId', 'cardLast4', 'timestamp', 'reason'] as const;

function canonical(result: Omit<SimulatedPaymentResult, 'signature'>): string {
  return JSON.stringify(SIGNED_FIELDS.map((field) => [field, result[field] ?? null]));
}

export function signResult(secret: string, result: Omit<SimulatedPaymentResult, 'signature'>): SimulatedPaymentResult {
  return { ...result, signature: createHmac('sha256', secret).update(canonical(result)).digest('hex') };
}

/** The base64 JSON the provider puts in the return URL's `payload` (spec section 3). */
export function encodePayload(result: SimulatedPaymentResult): string {
  return Buffer.from(JSON.stringify(result)).toString('base64');
}

/** Decodes and checks the signature; null for anything malformed, unsigned or altered. */
export function verifyPayload(secret: string, payload: string): SimulatedPaymentResult | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(decodeURIComponent(payload), 'base64').toString('utf8'));
  } catch {
    return null;
  }
  if (typeof parsed !== 'object' || parsed === null) return null;
  const result = parsed as SimulatedPaymentResult;
  if (typeof result.signature !== 'string' || !/^[0-9a-f]{64}$/.test(result.signature)) return null;
  if (result.status !== 'completed' && result.status !== 'cancelled') return null;
  for (const field of ['transactionId', 'ref', 'amount', 'orderId'] as const) if (typeof result[field] !== 'string') return null;
  const expected = createHmac('sha256', secret).update(canonical(result)).digest();
  const given = Buffer.from(result.signature, 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected) ? result : null;
}
