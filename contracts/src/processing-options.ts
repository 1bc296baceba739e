/**
 * Processing options and prices (spec section 3). These tables are the single truth for the wizard,
 * the server-side total and the information pages (PRODUCT.md decision 5).
 */
export interface ProcessingOption {
  readonly value: string;
  /** How long processing takes, as shown next to the option. */
  readonly readyTime: string;
  readonly priceCents: number;
  /** The option is offered only when arrival is at least this many days away. */
  readonly minDaysBeforeArrival: number;
}

export const PROCESSING_OPTIONS_WITHOUT_DOCUMENT = [
  { value: 'standard', readyTime: '5-7 days', priceCents: 2500, minDaysBeforeArrival: 7 },
  { value: 'fast', readyTime: '1-3 days', priceCents: 7500, minDaysBeforeArrival: 3 },
  { value: 'express', readyTime: '24 hours', priceCents: 17500, minDaysBeforeArrival: 1 },
  { value: 'urgent', readyTime: '4 hours', priceCents: 29500, minDaysBeforeArrival: 1 },
] as const satisfies readonly ProcessingOption[];

export const PROCESSING_OPTIONS_WITH_DOCUMENT = [
  { value: 'slow', readyTime: '7 days', priceCents: 5000, minDaysBeforeArrival: 7 },
  { value: 'standard', readyTime: '4 days', priceCents: 11500, minDaysBeforeArrival: 4 },
  { value: 'fast', readyTime: '2 days', priceCents: 16500, minDaysBeforeArrival: 2 },
  { value: 'urgent_24', readyTime: '24 hours', priceCents: 28000, minDaysBeforeArrival: 1 },
  { value: 'urgent_12', readyTime: '12 hours', priceCents: 33000, minDaysBeforeArrival: 1 },
  { value: 'urgent_4', readyTime: '4 hours', priceCents: 41000, minDaysBeforeArrival: 1 },
  { value: 'urgent_1', readyTime: '1 hour', priceCents: 64500, minDaysBeforeArrival: 1 },
] as const satisfies readonly ProcessingOption[];

export type ProcessingTypeWithoutDocument = (typeof PROCESSING_OPTIONS_WITHOUT_DOCUMENT)[number]['value'];
export type ProcessingTypeWithDocument = (typeof PROCESSING_OPTIONS_WITH_DOCUMENT)[number]['value'];
export type ProcessingType = ProcessingTypeWithoutDocument | ProcessingTypeWithDocument;

export const ALL_PROCESSING_TYPES: readonly ProcessingType[] = [
  ...new Set([...PROCESSING_OPTIONS_WITHOUT_DOCUMENT, ...PROCESSING_OPTIONS_WITH_DOCUMENT].map((o) => o.value)),
];

export const DEFAULT_PROCESSING_TYPE: ProcessingType = 'standard';

export function processingOptionsFor(hasSupportingDocument: boolean): readonly ProcessingOption[] {
  return hasSupportingDocument ? PROCESSING_OPTIONS_WITH_DOCUMENT : PROCESSING_OPTIONS_WITHOUT_DOCUMENT;
}

export function findProcessingOption(hasSupportingDocument: boolean, value: string): ProcessingOption | undefined {
  return processingOptionsFor(hasSupportingDocument).find((o) => o.value === value);
}

/**
 * Options offered for an arrival `daysUntilArrival` days away (spec section 4, "Arrival date change"):
 * with no date every option shows; on or before today only the 1-day options remain; otherwise
 * those whose minimum fits in the days left.
 */
export function availableProcessingOptions(
  hasSupportingDocument: boolean,
  daysUntilArrival: number | null,
): readonly ProcessingOption[] {
  const options = processingOptionsFor(hasSupportingDocument);
  if (daysUntilArrival === null) return options;
  if (daysUntilArrival <= 0) return options.filter((o) => o.minDaysBeforeArrival <= 1);
  return options.filter((o) => o.minDaysBeforeArrival <= daysUntilArrival);
}
