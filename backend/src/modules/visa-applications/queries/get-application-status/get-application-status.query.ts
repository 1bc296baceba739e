export class GetApplicationStatusQuery {
  constructor(
    readonly applicationNumber: string,
    readonly kind: 'visa' | 'insurance',
  ) {}
}

/** The public status answer (spec section 7): no personal data beyond the applicant's name. */
export interface ApplicationStatusView {
  applicationNumber: string;
  status: string;
  paymentStatus: string;
  firstName: string | null;
  lastName: string | null;
  createdAt: string;
  arrivalDate: string | null;
  totalAmount: string;
  processingType: string | null;
  /** Approved with an e-visa PDF still on file: only then can the traveller download it. */
  hasDocument: boolean;
}
