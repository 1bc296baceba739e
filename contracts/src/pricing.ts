import { findProcessingOption } from './processing-options.js';

/** The government visa fee component, charged on the supporting-document route (spec section 9). */
export const VISA_FEE_CENTS = 6900;

export interface VisaPriceBreakdown {
  /** Our processing/service fee for the chosen speed. */
  readonly serviceFeeCents: number;
  /** The visa fee line; 0 where the spec's total is the option price alone. */
  readonly visaFeeCents: number;
  readonly totalCents: number;
}

/**
 * Total rule of spec section 9: with supporting documents total = option price + $69
 * (119 ... 714); without, the option price alone (25, 75, 175, 295).
 * Returns null for a processing type that the chosen table does not offer.
 */
export function computeVisaPrice(hasSupportingDocument: boolean, processingType: string): VisaPriceBreakdown | null {
  const option = findProcessingOption(hasSupportingDocument, processingType);
  if (!option) return null;
  const visaFeeCents = hasSupportingDocument ? VISA_FEE_CENTS : 0;
  return { serviceFeeCents: option.priceCents, visaFeeCents, totalCents: option.priceCents + visaFeeCents };
}
