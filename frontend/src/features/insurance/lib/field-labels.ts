import type { FieldLabelKeys } from '../../visa-wizard/lib/submission-failure-text';

/** The insurance form's labels, for a refusal naming a field of POST /api/insurance/applications. */
export const INSURANCE_FIELD_LABELS: FieldLabelKeys = {
  firstName: 'insurance:personal.firstName',
  lastName: 'insurance:personal.lastName',
  email: 'insurance:personal.email',
  phone: 'insurance:personal.phone',
  passportNumber: 'insurance:personal.passportNumber',
  nationality: 'insurance:personal.nationality',
  countryOfOrigin: 'insurance:personal.nationality',
  destination: 'insurance:personal.destination',
  dateOfBirth: 'insurance:personal.dateOfBirth',
  travelDate: 'insurance:trip.travelDate',
  returnDate: 'insurance:trip.returnDate',
  productId: 'insurance:summary.plan',
  tripDurationDays: 'insurance:summary.tripDays',
  parentIdPhotos: 'insurance:parentId.title',
};
