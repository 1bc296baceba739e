import type { ProcessingType } from '../processing-options.js';
import type { SupportingDocumentKind, TravelDocumentType } from '../document-types.js';
import type { VisaPolicy } from '../countries/countries.js';

export const VISA_APPLICATION_STREAM = 'visa-application' as const;

/**
 * Personal data of a visa applicant. The event store encrypts this block with the subject's key
 * (crypto-shredding); once the key is erased it reads back as null.
 */
export interface VisaApplicantPii {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  passportNumber: string;
  passportIssueDate: string;
  passportExpiryDate: string;
  dateOfBirth: string;
  placeOfBirth: string;
  motherName: string;
  fatherName: string;
  address: string;
  supportingDocumentNumber: string | null;
  /**
   * The address the application was sent from: evidence against chargeback fraud, and personal
   * data, so it is encrypted and erased with the rest (absent from events recorded before it was).
   */
  requestIp?: string;
}

export interface VisaApplicationSubmittedData {
  applicationNumber: string;
  countryId: number;
  countryCode: string;
  countryOfOrigin: string;
  visaPolicy: VisaPolicy;
  documentType: TravelDocumentType;
  arrivalDate: string;
  processingType: ProcessingType;
  supportingDocument: {
    kind: SupportingDocumentKind;
    country: string;
    startDate: string | null;
    endDate: string;
  } | null;
  price: { serviceFeeCents: number; visaFeeCents: number; totalCents: number; currency: 'USD' };
  language: string;
  submittedAt: string;
  pii: VisaApplicantPii | null;
}

export type VisaApplicationSubmitted = { type: 'VisaApplicationSubmitted'; data: VisaApplicationSubmittedData };

/** Personal data erased (retention reached or erasure request); the subject's key is gone. */
export type VisaApplicantDataErased = {
  type: 'VisaApplicantDataErased';
  data: { applicationNumber: string; erasedAt: string; reason: string };
};

export type VisaApplicationEvent = VisaApplicationSubmitted | VisaApplicantDataErased;
