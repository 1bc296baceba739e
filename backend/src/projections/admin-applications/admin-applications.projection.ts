import { publicPaymentStatusAfter } from '../../domain/payment/payment.js';
import type {
  InsuranceApplicationApproved,
  InsuranceApplicationRejected,
  InsuranceApplicationSubmittedData,
  PaymentDisputed,
  PaymentRefunded,
  StoredParentIdPhoto,
  VisaApplicationApproved,
  VisaApplicationRejected,
  VisaApplicationSubmittedData,
  VisaTypeAssigned,
} from '@evisa/contracts/events';
import type { RecordedEvent } from '../../event-store/event-store.types.js';
import { rowProjector, type VersionedRow } from '../row-projection.js';

/**
 * The staff list of applications, visa and insurance in one table by `kind` (the columns of the other
 * kind stay null). Personal fields are the decrypted copy, nulled when the subject is erased;
 * `search_text` is their lower-cased concatenation, indexed with pg_trgm for substring search.
 */
export interface AdminApplicationRecord extends VersionedRow {
  application_number: string;
  kind: 'visa' | 'insurance';
  first_name: string | null;
  last_name: string | null;
  email: string | null;
  phone: string | null;
  passport_number: string | null;
  date_of_birth: string | null;
  place_of_birth: string | null;
  country_of_origin: string;
  country_code: string;
  /** Visa rows only. */
  document_type: string | null;
  arrival_date: string | null;
  processing_type: string | null;
  supporting_document: VisaApplicationSubmittedData['supportingDocument'];
  total_cents: number;
  status: string;
  payment_status: string;
  /** Cumulative cents refunded at the provider (0 when none). */
  refunded_cents: number;
  /** The payment's chargeback: null when none, else 'open', 'won' or 'lost'. */
  dispute_status: PaymentDisputed['data']['status'] | null;
  /** While the dispute is open: the provider's deadline for our evidence, when it gave one (ISO timestamp). */
  dispute_evidence_due_by: string | null;
  visa_type: string | null;
  created_at: string;
  decided_at: string | null;
  decided_by: string | null;
  document_hash: string | null;
  personal_data_erased: boolean;
  search_text: string;
  /** Insurance rows only (null on visa rows). */
  travel_date: string | null;
  return_date: string | null;
  trip_duration_days: number | null;
  product_id: number | null;
  product_name: string | null;
  destination: string | null;
  minor: boolean | null;
  /** The parent ID photos' references (hash, name, type; the files are in the documents store); null when none or erased. */
  parent_id_photos: Pick<StoredParentIdPhoto, 'hash' | 'name' | 'contentType'>[] | null;
}

const NO_INSURANCE = {
  travel_date: null,
  return_date: null,
  trip_duration_days: null,
  product_id: null,
  product_name: null,
  destination: null,
  minor: null,
  parent_id_photos: null,
} as const;

/**
 * Text as search compares it: lower-case, without accents, Turkish dotless and dotted i as plain i. Staff
 * type names as they find them: 'YILMAZ' from a passport's machine-readable zone, 'Muller' on an
 * English keyboard; a plain toLowerCase kept 'Yılmaz' as 'yılmaz' and 'Müller' as 'müller', so those
 * searches found nothing.
 */
export function searchKeyOf(text: string): string {
  return text.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase().replace(/ı/g, 'i');
}

/** What search matches: number, names, email and passport, as search keys (the query is keyed the same way). */
export function searchTextOf(fields: readonly (string | null | undefined)[]): string {
  return searchKeyOf(fields.filter((f): f is string => typeof f === 'string' && f.length > 0).join(' '));
}

const ERASED = {
  first_name: null,
  last_name: null,
  email: null,
  phone: null,
  passport_number: null,
  date_of_birth: null,
  place_of_birth: null,
  // The e-visa or policy PDF and the parent ID photos are deleted with the applicant's data (see the erasure handlers).
  document_hash: null,
  parent_id_photos: null,
  personal_data_erased: true,
} as const;

/** The columns every new row fills alike, visa or insurance: the applicant, the total, and an undecided, unpaid start. */
function newApplicant(data: VisaApplicationSubmittedData | InsuranceApplicationSubmittedData) {
  const { pii } = data;
  return {
    application_number: data.applicationNumber,
    first_name: pii?.firstName ?? null,
    last_name: pii?.lastName ?? null,
    email: pii?.email ?? null,
    phone: pii?.phone ?? null,
    passport_number: pii?.passportNumber ?? null,
    date_of_birth: pii?.dateOfBirth ?? null,
    total_cents: data.price.totalCents,
    status: 'pending',
    payment_status: 'pending',
    refunded_cents: 0,
    dispute_status: null,
    dispute_evidence_due_by: null,
    visa_type: null,
    created_at: data.submittedAt,
    decided_at: null,
    decided_by: null,
    document_hash: null,
    personal_data_erased: pii === null,
    search_text: searchTextOf([data.applicationNumber, pii?.firstName, pii?.lastName, pii?.email, pii?.passportNumber]),
    stream_versions: {},
  };
}

export function evolveAdminApplication(row: AdminApplicationRecord | null, event: RecordedEvent): AdminApplicationRecord | null {
  switch (event.type) {
    case 'VisaApplicationSubmitted': {
      const data = event.data as unknown as VisaApplicationSubmittedData;
      const pii = data.pii;
      return {
        kind: 'visa',
        ...newApplicant(data),
        place_of_birth: pii?.placeOfBirth ?? null,
        country_of_origin: data.countryOfOrigin,
        country_code: data.countryCode,
        document_type: data.documentType,
        arrival_date: data.arrivalDate,
        processing_type: data.processingType,
        supporting_document: data.supportingDocument,
        ...NO_INSURANCE,
      };
    }
    case 'InsuranceApplicationSubmitted': {
      const data = event.data as unknown as InsuranceApplicationSubmittedData;
      const pii = data.pii;
      return {
        kind: 'insurance',
        ...newApplicant(data),
        place_of_birth: null,
        country_of_origin: data.countryOfOrigin,
        country_code: data.nationality,
        document_type: null,
        arrival_date: null,
        processing_type: null,
        supporting_document: null,
        travel_date: data.travelDate,
        return_date: data.returnDate,
        trip_duration_days: data.tripDurationDays,
        product_id: data.productId,
        product_name: data.productName,
        destination: data.destination,
        minor: data.minor,
        parent_id_photos: pii?.parentIdPhotos?.map((p) => ({ hash: p.hash, name: p.name, contentType: p.contentType })) ?? null,
      };
    }
    case 'VisaApplicantDataErased':
    case 'InsuranceApplicantDataErased':
      return row && { ...row, ...ERASED, search_text: searchTextOf([row.application_number]) };
    case 'PaymentCreated':
    case 'PaymentCompleted':
    case 'PaymentCancelled':
    case 'PaymentFailed':
      return row && { ...row, payment_status: publicPaymentStatusAfter(event.type)! };
    case 'PaymentRefunded': {
      const data = event.data as unknown as PaymentRefunded['data'];
      return row && { ...row, refunded_cents: data.refundedCents, ...(data.fullyRefunded && { payment_status: 'refunded' }) };
    }
    // The payment domain records a dispute's close only after its opening, never the reverse: the latest event is its status.
    // The evidence deadline matters only while the dispute is open; a close clears it.
    case 'PaymentDisputed': {
      const data = event.data as unknown as PaymentDisputed['data'];
      return row && { ...row, dispute_status: data.status, dispute_evidence_due_by: data.status === 'open' ? (data.evidenceDueBy ?? null) : null };
    }
    case 'VisaApplicationApproved':
    case 'InsuranceApplicationApproved': {
      const data = event.data as unknown as (VisaApplicationApproved | InsuranceApplicationApproved)['data'];
      return row && { ...row, status: 'approved', decided_at: data.decidedAt, decided_by: event.metadata.actor.id ?? null, document_hash: data.documentHash };
    }
    case 'VisaApplicationRejected':
    case 'InsuranceApplicationRejected': {
      const data = event.data as unknown as (VisaApplicationRejected | InsuranceApplicationRejected)['data'];
      return row && { ...row, status: 'rejected', decided_at: data.decidedAt, decided_by: event.metadata.actor.id ?? null };
    }
    case 'VisaTypeAssigned':
      return row && { ...row, visa_type: (event.data as unknown as VisaTypeAssigned['data']).visaType };
    default:
      return row;
  }
}

/** Not inline: submissions stay cheap; decisions wait for the runner to pass their position before answering. */
export const adminApplicationsProjector = rowProjector<AdminApplicationRecord>({
  name: 'admin-applications',
  table: 'admin_applications',
  keyColumn: 'application_number',
  inline: false,
  eventTypes: [
    'VisaApplicationSubmitted',
    'VisaApplicantDataErased',
    'VisaApplicationApproved',
    'VisaApplicationRejected',
    'VisaTypeAssigned',
    'InsuranceApplicationSubmitted',
    'InsuranceApplicantDataErased',
    'InsuranceApplicationApproved',
    'InsuranceApplicationRejected',
    'PaymentCreated',
    'PaymentCompleted',
    'PaymentCancelled',
    'PaymentFailed',
    'PaymentRefunded',
    'PaymentDisputed',
  ],
  keyOf: (event) => {
    const data = event.data as { applicationNumber?: string; orderId?: string };
    return data.applicationNumber ?? data.orderId ?? null;
  },
  evolve: evolveAdminApplication,
});
