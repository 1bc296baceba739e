/**
 * The wizard's steps in order, on their own: the /application route validates its `?step=` with
 * them, and importing the model there would put the whole model into the app's first chunk.
 */
export type WizardStep =
  | 'country'
  | 'supportingDocuments'
  | 'arrival'
  | 'prerequisites'
  | 'personalDetails'
  | 'summary';

export const WIZARD_STEPS: readonly WizardStep[] = [
  'country',
  'supportingDocuments',
  'arrival',
  'prerequisites',
  'personalDetails',
  'summary',
];

/**
 * The `?step=` of the address: the number the traveller sees in "Step 3: …" (1 to the longest
 * variant's count), or undefined for anything else. Which step a number is depends on the answers
 * (the 5-step variant has no prerequisites), so that is the wizard's call, not the route's.
 */
export function stepNumberFromAddress(value: unknown): number | undefined {
  const number = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : NaN;
  return Number.isInteger(number) && number >= 1 && number <= WIZARD_STEPS.length ? number : undefined;
}
