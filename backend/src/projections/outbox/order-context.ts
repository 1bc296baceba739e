import { DEFAULT_LANGUAGE, LANGUAGE_CODES, type LanguageCode } from '@evisa/contracts';
import type { InsuranceApplicationSubmittedData, PaymentCreated, VisaApplicationSubmittedData } from '@evisa/contracts/events';
import type { RecordedEvent } from '../../event-store/event-store.types.js';

/** One priced line of an order, as the receipt lists it. */
export interface OrderLine {
  readonly code: 'visa-fee' | 'service-fee' | 'insurance-plan' | (string & {});
  readonly amountCents: number;
}

/** An insurance order's plan as the traveller bought it: its days of cover and the trip's dates (ISO days). */
export interface InsurancePlan {
  readonly coverDays: number;
  readonly travelDate: string;
  readonly returnDate: string;
}

/**
 * What the outbox knows about an order (application number = order id) when it composes an email:
 * folded from the order's events, so composing a message needs no second read of the store.
 * Personal fields are null once the person is erased (or when their key is already gone on replay).
 */
export interface OrderContext {
  readonly orderId: string;
  readonly orderKind: 'visa' | 'insurance';
  /** The traveller's language: the checkout's when it names one, else the application's. */
  readonly language: LanguageCode;
  readonly applicant: { readonly firstName: string; readonly lastName: string; readonly email: string } | null;
  /** Who paid, as typed at checkout (the latest attempt). */
  readonly customer: { readonly name: string; readonly email: string } | null;
  readonly lines: readonly OrderLine[];
  readonly totalCents: number;
  /** A visa's processing speed (null for insurance). */
  readonly processingType: string | null;
  /** An insurance order's plan name (absent for visas). */
  readonly productName?: string;
  /** An insurance order's days of cover and travel dates (absent for visas, and in contexts stored before it was added). */
  readonly insurancePlan?: InsurancePlan;
  readonly personalDataErased: boolean;
}

/** The order an event belongs to, or null for events about no order. */
export function orderIdOf(event: RecordedEvent): string | null {
  const data = event.data as { applicationNumber?: unknown; orderId?: unknown };
  const id = data.applicationNumber ?? data.orderId;
  return typeof id === 'string' ? id : null;
}

export const ORDER_CONTEXT_EVENT_TYPES = [
  'VisaApplicationSubmitted',
  'VisaApplicantDataErased',
  'InsuranceApplicationSubmitted',
  'InsuranceApplicantDataErased',
  'PaymentCreated',
] as const;

/** The events that erase an order's person: their context forgets them and their queued messages go. */
export const APPLICANT_ERASED_EVENT_TYPES: readonly string[] = ['VisaApplicantDataErased', 'InsuranceApplicantDataErased'];

export function toLanguage(code: unknown): LanguageCode {
  return LANGUAGE_CODES.includes(code as LanguageCode) ? (code as LanguageCode) : DEFAULT_LANGUAGE;
}

/** Pure: the order's context after the event. New order facts a composer needs are added here. */
export function evolveOrderContext(context: OrderContext | null, event: RecordedEvent): OrderContext | null {
  switch (event.type) {
    case 'VisaApplicationSubmitted': {
      const data = event.data as unknown as VisaApplicationSubmittedData;
      const lines: OrderLine[] = [];
      if (data.price.visaFeeCents > 0) lines.push({ code: 'visa-fee', amountCents: data.price.visaFeeCents });
      lines.push({ code: 'service-fee', amountCents: data.price.serviceFeeCents });
      return {
        orderId: data.applicationNumber,
        orderKind: 'visa',
        language: toLanguage(data.language),
        applicant: data.pii ? { firstName: data.pii.firstName, lastName: data.pii.lastName, email: data.pii.email } : null,
        customer: null,
        lines,
        totalCents: data.price.totalCents,
        processingType: data.processingType,
        personalDataErased: data.pii === null,
      };
    }
    case 'InsuranceApplicationSubmitted': {
      const data = event.data as unknown as InsuranceApplicationSubmittedData;
      return {
        orderId: data.applicationNumber,
        orderKind: 'insurance',
        language: toLanguage(data.language),
        applicant: data.pii ? { firstName: data.pii.firstName, lastName: data.pii.lastName, email: data.pii.email } : null,
        customer: null,
        lines: [{ code: 'insurance-plan', amountCents: data.price.totalCents }],
        totalCents: data.price.totalCents,
        processingType: null,
        productName: data.productName,
        insurancePlan: { coverDays: data.coverDays, travelDate: data.travelDate, returnDate: data.returnDate },
        personalDataErased: data.pii === null,
      };
    }
    case 'PaymentCreated': {
      if (!context) return null;
      const data = event.data as unknown as PaymentCreated['data'];
      // Both forms fall back to English when the browser sends no language, so an English checkout
      // does not override another language chosen on the application.
      const language = toLanguage(data.language);
      return {
        ...context,
        language: language === DEFAULT_LANGUAGE ? context.language : language,
        customer: data.pii ? { name: data.pii.customerName, email: data.pii.customerEmail } : null,
      };
    }
    case 'VisaApplicantDataErased':
    case 'InsuranceApplicantDataErased':
      return context && { ...context, applicant: null, customer: null, personalDataErased: true };
    default:
      return context;
  }
}
