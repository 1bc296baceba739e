import type { TFunction } from 'i18next';
import type { SubmissionFailure } from '../../payment/machines/submission-failure';

/** The translation key of the label of each field of a form, by the field's name in the request body. */
export type FieldLabelKeys = Readonly<Record<string, string>>;

/** The wizard's labels, for a refusal naming a field of POST /api/applications. */
export const WIZARD_FIELD_LABELS: FieldLabelKeys = {
  firstName: 'wizard:personal.firstName',
  lastName: 'wizard:personal.lastName',
  email: 'wizard:personal.email',
  phone: 'wizard:personal.phone',
  passportNumber: 'wizard:personal.passportNumber',
  dateOfBirth: 'wizard:personal.dateOfBirth',
  passportIssueDate: 'wizard:personal.passportIssueDate',
  passportExpiryDate: 'wizard:personal.passportExpiryDate',
  placeOfBirth: 'wizard:personal.placeOfBirth',
  motherName: 'wizard:personal.motherName',
  fatherName: 'wizard:personal.fatherName',
  address: 'wizard:personal.address',
  arrivalDate: 'wizard:arrival.dateLabel',
  processingType: 'wizard:arrival.processingLabel',
  documentType: 'wizard:country.documentLabel',
  countryId: 'wizard:country.label',
  countryOfOrigin: 'wizard:country.label',
  supportingDocumentType: 'wizard:supporting.documentType',
  supportingDocumentNumber: 'wizard:supporting.documentNumber',
  supportingDocumentStartDate: 'wizard:supporting.startDate',
  supportingDocumentEndDate: 'wizard:supporting.endDate',
};

// Own keys only: a field the server names 'constructor' is not Object's.
const labelOf = (labels: FieldLabelKeys, field: string) => (Object.hasOwn(labels, field) ? labels[field] : undefined);

/** A form label without its required mark ('Phone *' → 'Phone'), to name the field inside a sentence. */
const withoutRequiredMark = (label: string) => label.replace(/\s*\*\s*$/, '');

/**
 * The 'Application Error' text of a failed submission, in the page's language (spec section 8:
 * "with the message"). A refusal keeps the server's sentence, named by the form's own label of the
 * field when the form has one (a nested path such as `parentIdPhotos.0.dataUrl` by its first part).
 */
export function submissionFailureText(failure: SubmissionFailure, t: TFunction, labels: FieldLabelKeys): string {
  switch (failure.cause) {
    case 'offline':
      return t('wizard:submissionFailure.offline');
    case 'tooMany':
      return t('wizard:submissionFailure.tooMany');
    case 'unavailable':
      return t('wizard:submissionFailure.unavailable');
    case 'refused': {
      if (failure.message === null) return t('wizard:submissionFailure.refused');
      const labelKey = failure.field === null ? undefined : (labelOf(labels, failure.field) ?? labelOf(labels, failure.field.split('.')[0] ?? ''));
      if (!labelKey) return failure.message;
      return t('wizard:submissionFailure.field', { field: withoutRequiredMark(t(labelKey)), message: failure.message });
    }
    default: {
      const unreachable: never = failure;
      return unreachable;
    }
  }
}
