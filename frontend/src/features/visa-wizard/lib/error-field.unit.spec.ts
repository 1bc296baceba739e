import { describe, expect, it } from '@jest/globals';
import { EMPTY_SUPPORTING_DOCUMENT, WIZARD_ERRORS, type WizardErrorCode } from '@evisa/contracts';
import { EMPTY_FORM } from '../machines/visa-wizard.model';
import { INDIA } from '../machines/visa-wizard.test-support';
import { fieldOfError } from './error-field';

describe('the field a step check error is about', () => {
  it('names a control for every error a single control causes', () => {
    const none: WizardErrorCode[] = ['processingTypeRequired', 'formValidation'];
    for (const code of Object.keys(WIZARD_ERRORS) as WizardErrorCode[]) {
      if (none.includes(code)) expect(fieldOfError(code, EMPTY_FORM)).toBeNull();
      else expect(fieldOfError(code, EMPTY_FORM)).toMatch(/^[a-z-]+[A-Za-z-]*$/);
    }
  });

  it('picks the first missing one where the error covers several', () => {
    expect(fieldOfError('countryAndDocumentRequired', EMPTY_FORM)).toBe('wizard-country');
    expect(fieldOfError('countryAndDocumentRequired', { ...EMPTY_FORM, country: INDIA })).toBe('wizard-document-type');
    const visa = { ...EMPTY_SUPPORTING_DOCUMENT, documentType: 'visa' as const };
    expect(fieldOfError('supportingDetailsIncomplete', EMPTY_FORM)).toBe('supporting-kind-visa');
    expect(fieldOfError('supportingDetailsIncomplete', { ...EMPTY_FORM, supportingDocument: visa })).toBe('supporting-country');
    const schengen = { ...visa, visaCountry: 'SCHENGEN', documentNumber: 'FRA1' };
    expect(fieldOfError('supportingDetailsIncomplete', { ...EMPTY_FORM, supportingDocument: schengen })).toBe('supporting-start');
    expect(fieldOfError('supportingDetailsIncomplete', { ...EMPTY_FORM, supportingDocument: { ...schengen, startDate: '2025-01-01' } })).toBe('supporting-end');
    const prerequisites = { ...EMPTY_FORM.prerequisites, tourismBusiness: true };
    expect(fieldOfError('prerequisitesRequired', { ...EMPTY_FORM, prerequisites })).toBe('prerequisite-financialProof');
  });
});
