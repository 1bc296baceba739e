import { orderIdOf } from '../outbox/order-context.js';
import { publicPaymentStatusAfter } from '../../domain/payment/payment.js';
import type { InsuranceApplicationApproved, InsuranceApplicationSubmittedData, PaymentRefunded, VisaApplicationApproved, VisaApplicationSubmittedData } from '@evisa/contracts/events';
import type { RecordedEvent } from '../../event-store/event-store.types.js';
import { rowProjector, type VersionedRow } from '../row-projection.js';

export interface ApplicationStatusRow extends VersionedRow {
  application_number: string;
  kind: 'visa' | 'insurance';
  status: string;
  payment_status: string;
  first_name: string | null;
  last_name: string | null;
  created_at: string;
  /** Visas only; insurance rows keep their trip in travel_date and return_date. */
  arrival_date: string | null;
  total_cents: number;
  /** The visa's processing type, or the insurance plan's name. */
  processing_type: string | null;
  personal_data_erased: boolean;
  /** The approved e-visa or insurance policy PDF (SHA-256 in the documents store), for the traveller's download. */
  document_hash: string | null;
  travel_date: string | null;
  return_date: string | null;
}

/** Pure: how each event changes an application's public status row. */
export function evolveApplicationStatus(row: ApplicationStatusRow | null, event: RecordedEvent): ApplicationStatusRow | null {
  switch (event.type) {
    case 'VisaApplicationSubmitted': {
      const data = event.data as unknown as VisaApplicationSubmittedData;
      return {
        application_number: data.applicationNumber,
        kind: 'visa',
        status: 'pending',
        payment_status: 'pending',
        first_name: data.pii?.firstName ?? null,
        last_name: data.pii?.lastName ?? null,
        created_at: data.submittedAt,
        arrival_date: data.arrivalDate,
        total_cents: data.price.totalCents,
        processing_type: data.processingType,
        personal_data_erased: data.pii === null,
        document_hash: null,
        travel_date: null,
        return_date: null,
        stream_versions: {},
      };
    }
    case 'InsuranceApplicationSubmitted': {
      const data = event.data as unknown as InsuranceApplicationSubmittedData;
      return {
        application_number: data.applicationNumber,
        kind: 'insurance',
        status: 'pending',
        payment_status: 'pending',
        first_name: data.pii?.firstName ?? null,
        last_name: data.pii?.lastName ?? null,
        created_at: data.submittedAt,
        arrival_date: null,
        total_cents: data.price.totalCents,
        processing_type: data.productName,
        personal_data_erased: data.pii === null,
        document_hash: null,
        travel_date: data.travelDate,
        return_date: data.returnDate,
        stream_versions: {},
      };
    }
    case 'PaymentCreated':
    case 'PaymentCompleted':
    case 'PaymentCancelled':
    case 'PaymentFailed':
      return row && { ...row, payment_status: publicPaymentStatusAfter(event.type)! };
    // A partial refund leaves the traveller's payment 'completed'; returned in full it is 'refunded'.
    case 'PaymentRefunded':
      return row && ((event.data as unknown as PaymentRefunded['data']).fullyRefunded ? { ...row, payment_status: 'refunded' } : row);
    case 'VisaApplicantDataErased':
    case 'InsuranceApplicantDataErased':
      // The e-visa or policy document is deleted with the applicant's data: nothing left to download.
      return row && { ...row, first_name: null, last_name: null, document_hash: null, personal_data_erased: true };
    case 'VisaApplicationApproved':
      return row && { ...row, status: 'approved', document_hash: (event.data as unknown as VisaApplicationApproved['data']).documentHash };
    case 'InsuranceApplicationApproved':
      return row && { ...row, status: 'approved', document_hash: (event.data as unknown as InsuranceApplicationApproved['data']).documentHash };
    case 'VisaApplicationRejected':
    case 'InsuranceApplicationRejected':
      return row && { ...row, status: 'rejected' };
    default:
      return row;
  }
}

export const applicationStatusProjector = rowProjector<ApplicationStatusRow>({
  name: 'application-status',
  table: 'application_status',
  keyColumn: 'application_number',
  inline: true,
  eventTypes: [
    'VisaApplicationSubmitted',
    'VisaApplicantDataErased',
    'VisaApplicationApproved',
    'VisaApplicationRejected',
    'InsuranceApplicationSubmitted',
    'InsuranceApplicantDataErased',
    'InsuranceApplicationApproved',
    'InsuranceApplicationRejected',
    'PaymentCreated',
    'PaymentCompleted',
    'PaymentCancelled',
    'PaymentFailed',
    'PaymentRefunded',
  ],
  keyOf: orderIdOf,
  evolve: evolveApplicationStatus,
});
