import {
  DEFAULT_PROCESSING_TYPE,
  EMPTY_PERSONAL_DETAILS,
  EMPTY_SUPPORTING_DOCUMENT,
  PREREQUISITE_KEYS,
  availableProcessingOptions,
  computeVisaPrice,
  daysBetween,
  formatCentsAsAmount,
  isIsoDate,
  MESSAGES,
  supportingDocumentCountry,
  supportingDocumentEndDate,
  supportingDocumentNeedsStartDate,
  type PersonalDetails,
  type PrerequisiteConfirmations,
  type ProcessingOption,
  type SupportingDocumentDetails,
  type TravelDocumentType,
  type VisaPolicy,
} from '@evisa/contracts';
import { WIZARD_STEPS, type WizardStep } from './wizard-steps';

/** The wizard's data, pure functions over it, and the submit payload. No XState, no React. */

export interface WizardCountry {
  id: number;
  code: string;
  name: string;
  visaPolicy: VisaPolicy;
}

export { WIZARD_STEPS, type WizardStep } from './wizard-steps';

/** What the traveller entered: the part of the context kept across a reload. */
export interface WizardFormData {
  country: WizardCountry | null;
  documentType: TravelDocumentType | '';
  hasSupportingDocument: boolean | null;
  supportingDocument: SupportingDocumentDetails;
  arrivalDate: string;
  processingType: string;
  prerequisites: PrerequisiteConfirmations;
  personal: PersonalDetails;
  privacyPolicyAccepted: boolean;
  termsOfServiceAccepted: boolean;
}

export const NO_PREREQUISITES: PrerequisiteConfirmations = Object.fromEntries(
  PREREQUISITE_KEYS.map((key) => [key, false]),
) as PrerequisiteConfirmations;

export const EMPTY_FORM: WizardFormData = {
  country: null,
  documentType: '',
  hasSupportingDocument: null,
  supportingDocument: EMPTY_SUPPORTING_DOCUMENT,
  arrivalDate: '',
  processingType: DEFAULT_PROCESSING_TYPE,
  prerequisites: NO_PREREQUISITES,
  personal: EMPTY_PERSONAL_DETAILS,
  privacyPolicyAccepted: false,
  termsOfServiceAccepted: false,
};

export type EligibilityOutcome = 'eligible' | 'exempt' | 'ineligible';

/** PRODUCT.md decision 6: `evisa` and `conditional` may apply, `exempt` needs no visa, `consulate` cannot. */
export function eligibilityOf(policy: VisaPolicy): EligibilityOutcome {
  switch (policy) {
    case 'evisa':
    case 'conditional':
      return 'eligible';
    case 'exempt':
      return 'exempt';
    case 'consulate':
      return 'ineligible';
    default: {
      const unreachable: never = policy;
      return unreachable;
    }
  }
}

/** The eligibility alert appears once both choices are made; null hides it. */
export function eligibilityAlert(form: Pick<WizardFormData, 'country' | 'documentType'>): EligibilityOutcome | null {
  if (!form.country || !form.documentType) return null;
  return eligibilityOf(form.country.visaPolicy);
}

/** The 6-step variant: an eligible country and the traveller holds a supporting document. */
export function isSixStepVariant(form: Pick<WizardFormData, 'country' | 'hasSupportingDocument'>): boolean {
  return !!form.country && eligibilityOf(form.country.visaPolicy) === 'eligible' && form.hasSupportingDocument === true;
}

export function stepsFor(form: Pick<WizardFormData, 'country' | 'hasSupportingDocument'>): readonly WizardStep[] {
  return isSixStepVariant(form) ? WIZARD_STEPS : WIZARD_STEPS.filter((s) => s !== 'prerequisites');
}

/** Which price table applies: the supporting-document one only with a Yes answer. */
export function usesDocumentPrices(form: Pick<WizardFormData, 'hasSupportingDocument'>): boolean {
  return form.hasSupportingDocument === true;
}

export function daysUntilArrival(arrivalDate: string, today: string): number | null {
  return isIsoDate(arrivalDate) ? daysBetween(today, arrivalDate) : null;
}

export function availableOptions(
  form: Pick<WizardFormData, 'hasSupportingDocument' | 'arrivalDate'>,
  today: string,
): readonly ProcessingOption[] {
  return availableProcessingOptions(usesDocumentPrices(form), daysUntilArrival(form.arrivalDate, today));
}

/**
 * The processing type after the arrival date or the price table changed (spec section 4,
 * "Arrival date change"): kept when still offered, else the first offered one, else none.
 */
export function reconcileProcessingType(
  form: Pick<WizardFormData, 'hasSupportingDocument' | 'arrivalDate' | 'processingType'>,
  today: string,
): { processingType: string; switched: boolean } {
  const options = availableOptions(form, today);
  if (options.some((o) => o.value === form.processingType)) {
    return { processingType: form.processingType, switched: false };
  }
  const first = options[0];
  return first ? { processingType: first.value, switched: true } : { processingType: '', switched: false };
}

export function priceOf(form: Pick<WizardFormData, 'hasSupportingDocument' | 'processingType'>) {
  return computeVisaPrice(usesDocumentPrices(form), form.processingType);
}

/** POST /api/applications body (spec section 3). */
export interface VisaApplicationPayload extends PersonalDetails {
  arrivalDate: string;
  processingType: string;
  documentType: string;
  supportingDocumentNumber: string | null;
  supportingDocumentStartDate: string | null;
  supportingDocumentEndDate: string | null;
  privacyPolicyAccepted: boolean;
  termsOfServiceAccepted: boolean;
  countryId: number;
  countryOfOrigin: string;
  totalAmount: string;
  supportingDocumentType: string | null;
  supportingDocumentCountry: string | null;
  language: string;
}

export function buildApplicationPayload(form: WizardFormData, language: string): VisaApplicationPayload {
  if (!form.country) throw new Error('A country is required before submitting');
  const price = priceOf(form);
  if (!price) throw new Error(`Unknown processing type ${form.processingType}`);
  const doc = usesDocumentPrices(form) ? form.supportingDocument : null;
  const trimmed = Object.fromEntries(
    Object.entries(form.personal).map(([k, v]) => [k, v.trim()]),
  ) as unknown as PersonalDetails;
  return {
    ...trimmed,
    arrivalDate: form.arrivalDate,
    processingType: form.processingType,
    documentType: form.documentType,
    supportingDocumentNumber: doc ? doc.documentNumber.trim() : null,
    supportingDocumentStartDate:
      doc && supportingDocumentNeedsStartDate(doc.documentType || null, supportingDocumentCountry(doc))
        ? doc.startDate
        : null,
    supportingDocumentEndDate: doc ? supportingDocumentEndDate(doc) : null,
    privacyPolicyAccepted: form.privacyPolicyAccepted,
    termsOfServiceAccepted: form.termsOfServiceAccepted,
    countryId: form.country.id,
    countryOfOrigin: form.country.name,
    totalAmount: formatCentsAsAmount(price.totalCents),
    supportingDocumentType: doc ? doc.documentType || null : null,
    supportingDocumentCountry: doc ? supportingDocumentCountry(doc) || null : null,
    language,
  };
}

/**
 * The Idempotency-Key's fingerprint of a payload: its JSON without the interface language, which only
 * chooses the emails' language. Switching it before a retry (on the payment issue screen) is still the
 * same application, under the same key; the server leaves it out of the key's request hash too.
 */
export function visaSubmissionFingerprint(payload: VisaApplicationPayload): string {
  const { language: _language, ...application } = payload;
  return JSON.stringify(application);
}

/** POST /api/payment/create body (spec section 3, with orderId as the debug page sends it). */
export interface PaymentRequest {
  amount: number;
  currency: 'USD';
  description: string;
  customerEmail: string;
  customerName: string;
  orderId: string;
}

export interface PaymentResponse {
  success?: boolean;
  paymentUrl?: string | null;
  error?: string | null;
}

/** A payment answer the browser can go on with: success and a payment page to open. */
export function paymentWasCreated(output: PaymentResponse | undefined): boolean {
  return output?.success === true && typeof output.paymentUrl === 'string' && output.paymentUrl !== '';
}

/**
 * The raw text of a failed submission call: what decides between 'Payment Error' and 'Application
 * Error' (spec section 8). Never shown as it is: the page words the failure (payment/machines/submission-failure).
 */
export function submissionErrorMessage(error: unknown): string {
  if (error instanceof Error) return error.message;
  return typeof error === 'string' ? error : MESSAGES.paymentInitFailed;
}

export function buildPaymentRequest(payload: VisaApplicationPayload, applicationNumber: string): PaymentRequest {
  return {
    amount: Number(payload.totalAmount),
    currency: 'USD',
    description: `Türkiye e-Visa application ${applicationNumber}`,
    customerEmail: payload.email,
    customerName: `${payload.firstName} ${payload.lastName}`,
    orderId: applicationNumber,
  };
}

/** A random Idempotency-Key; crypto.randomUUID is missing outside secure contexts, so fall back to getRandomValues. */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}
