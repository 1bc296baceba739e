import { describe, expect, it } from '@jest/globals';
import { EMPTY_FORM } from '../machines/visa-wizard.model';
import { AUSTRALIA, TODAY, VALID_PERSONAL } from '../machines/visa-wizard.test-support';
import { stepCheckError } from './step-check-error';

const form = (patch: Partial<typeof EMPTY_FORM> = {}) => ({ ...EMPTY_FORM, today: TODAY, ...patch });

describe('stepCheckError', () => {
  it("gives each step's first failure, as its Next Step reports it", () => {
    expect(stepCheckError('country', form({ country: AUSTRALIA }))).toBe('countryAndDocumentRequired');
    expect(stepCheckError('country', form({ country: AUSTRALIA, documentType: 'ordinary' }))).toBeNull();
    expect(stepCheckError('supportingDocuments', form())).toBe('supportingAnswerRequired');
    expect(stepCheckError('supportingDocuments', form({ hasSupportingDocument: true }))).toBe('supportingDetailsIncomplete');
    expect(stepCheckError('arrival', form())).toBe('arrivalDateRequired');
    expect(stepCheckError('arrival', form({ arrivalDate: '2025-04-10' }))).toBeNull();
    expect(stepCheckError('prerequisites', form())).toBe('prerequisitesRequired');
    expect(stepCheckError('personalDetails', form({ personal: { ...VALID_PERSONAL, email: 'asha@example' } }))).toBe('emailInvalid');
    expect(stepCheckError('personalDetails', form({ personal: VALID_PERSONAL }))).toBeNull();
    expect(stepCheckError('summary', form())).toBe('privacyPolicyRequired');
    expect(stepCheckError('summary', form({ privacyPolicyAccepted: true }))).toBe('termsRequired');
    expect(stepCheckError('summary', form({ privacyPolicyAccepted: true, termsOfServiceAccepted: true }))).toBeNull();
  });
});
