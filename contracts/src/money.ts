/** All money on the server is integer cents; the API speaks decimal strings ("119" or "119.00"). */
export const CURRENCY = 'USD' as const;
export type Currency = typeof CURRENCY;

/** A decimal dollar amount as the API accepts it: "119", "119.5" or "119.00" (no sign, exponent or commas). */
export const AMOUNT_PATTERN = /^(\d{1,7})(?:\.(\d{1,2}))?$/;

/** Parses an amount matching AMOUNT_PATTERN into cents; anything else is null. */
export function parseAmountToCents(amount: string): number | null {
  const match = AMOUNT_PATTERN.exec(amount.trim());
  if (!match) return null;
  const cents = (match[2] ?? '').padEnd(2, '0');
  return Number(match[1]) * 100 + Number(cents);
}

/** "119" for whole dollars, "119.50" otherwise: the form the spec's totalAmount string takes. */
export function formatCentsAsAmount(cents: number): string {
  return cents % 100 === 0 ? String(cents / 100) : (cents / 100).toFixed(2);
}

export function formatUsd(cents: number, locale = 'en'): string {
  return new Intl.NumberFormat(locale, {
    style: 'currency',
    currency: CURRENCY,
    minimumFractionDigits: cents % 100 === 0 ? 0 : 2,
  }).format(cents / 100);
}
