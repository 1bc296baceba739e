import type { ParentIdPhotoType } from '../insurance.js';

export const INSURANCE_APPLICATION_STREAM = 'insurance-application' as const;

/** A parent ID photo kept in the documents store, sealed with the applicant's key and named by its SHA-256. */
export interface StoredParentIdPhoto {
  name: string;
  hash: string;
  contentType: ParentIdPhotoType;
  size: number;
}

/**
 * Personal data of an insurance applicant, encrypted with the subject's key like the visa
 * applicant's (crypto-shredding); once the key is erased it reads back as null.
 */
export interface InsuranceApplicantPii {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  passportNumber: string;
  dateOfBirth: string;
  /** Parent ID photos of an applicant under 18 (file names can be personal, so they are here); null when none. */
  parentIdPhotos: StoredParentIdPhoto[] | null;
  /** The address the application was sent from (see VisaApplicantPii.requestIp). */
  requestIp?: string;
}

export interface InsuranceApplicationSubmittedData {
  applicationNumber: string;
  productId: number;
  productName: string;
  /** Days of cover the plan gives. */
  coverDays: number;
  /** ISO alpha-3 code and name of the traveller's nationality. */
  nationality: string;
  countryOfOrigin: string;
  destination: string;
  travelDate: string;
  returnDate: string;
  tripDurationDays: number;
  /** Under 18 on the day of the application: the parent ID photos were required. */
  minor: boolean;
  price: { totalCents: number; currency: 'USD' };
  language: string;
  submittedAt: string;
  pii: InsuranceApplicantPii | null;
}

export type InsuranceApplicationSubmitted = { type: 'InsuranceApplicationSubmitted'; data: InsuranceApplicationSubmittedData };

/** Staff approved it, optionally with the policy PDF (stored sealed with the applicant's key). */
export type InsuranceApplicationApproved = {
  type: 'InsuranceApplicationApproved';
  data: { applicationNumber: string; decidedAt: string; documentHash: string | null };
};

export type InsuranceApplicationRejected = {
  type: 'InsuranceApplicationRejected';
  data: { applicationNumber: string; decidedAt: string; reason?: string };
};

/** Personal data erased (retention of 10 years reached, or an erasure request); the subject's key is gone. */
export type InsuranceApplicantDataErased = {
  type: 'InsuranceApplicantDataErased';
  data: { applicationNumber: string; erasedAt: string; reason: string };
};

export type InsuranceApplicationEvent =
  | InsuranceApplicationSubmitted
  | InsuranceApplicationApproved
  | InsuranceApplicationRejected
  | InsuranceApplicantDataErased;
