/**
 * The seven travel health insurance plans (spec section 3), from $114 for 7 days.
 * Plans sort by the duration in their name.
 */
export interface InsuranceProductSeed {
  readonly id: number;
  readonly name: string;
  readonly durationDays: number;
  readonly priceCents: number;
}

export const INSURANCE_PRODUCTS: readonly InsuranceProductSeed[] = [
  { id: 1, name: 'Turkey Travel Health Insurance - 7 Days', durationDays: 7, priceCents: 11400 },
  { id: 2, name: 'Turkey Travel Health Insurance - 14 Days', durationDays: 14, priceCents: 14900 },
  { id: 3, name: 'Turkey Travel Health Insurance - 30 Days', durationDays: 30, priceCents: 19900 },
  { id: 4, name: 'Turkey Travel Health Insurance - 60 Days', durationDays: 60, priceCents: 29900 },
  { id: 5, name: 'Turkey Travel Health Insurance - 90 Days', durationDays: 90, priceCents: 37900 },
  { id: 6, name: 'Turkey Travel Health Insurance - 180 Days', durationDays: 180, priceCents: 54900 },
  { id: 7, name: 'Turkey Travel Health Insurance - 1 Year', durationDays: 365, priceCents: 79900 },
];

export const INSURANCE_FROM_CENTS = Math.min(...INSURANCE_PRODUCTS.map((p) => p.priceCents));
