import { describe, expect, it } from '@jest/globals';
import { WIZARD_ERRORS } from '@evisa/contracts';
import { findCountryById } from '@evisa/contracts/countries';
import { DomainError } from '../shared/domain-error.js';
import { decideSubmitVisaApplication, type SubmitVisaApplication, type VisaApplicationForm } from './submit-visa-application.js';
import { decideEraseApplicantData } from './erase-applicant-data.js';
import { evolveVisaApplication, initialVisaApplicationState } from './visa-application.js';

const TODAY = '2026-11-23';

function form(overrides: Partial<VisaApplicationForm> = {}): VisaApplicationForm {
  return {
    firstName: ' Asha ',
    lastName: 'Patel',
    email: 'asha@example.com',
    phone: '+91 98765 43210',
    passportNumber: 'Z1234567',
    passportIssueDate: '2020-01-15',
    passportExpiryDate: '2030-01-14',
    dateOfBirth: '1990-05-20',
    placeOfBirth: 'Mumbai',
    motherName: 'Meera',
    fatherName: 'Raj',
    address: '12 Marine Drive, Mumbai',
    arrivalDate: '2026-12-20',
    processingType: 'standard',
    documentType: 'ordinary',
    countryId: 356,
    countryOfOrigin: 'India',
    totalAmount: '184',
    supportingDocumentType: 'visa',
    supportingDocumentCountry: 'SCHENGEN',
    supportingDocumentNumber: 'D123456',
    supportingDocumentStartDate: '2026-01-01',
    supportingDocumentEndDate: '2027-06-01',
    ...overrides,
  };
}

const noDocument = { supportingDocumentType: null, supportingDocumentCountry: null, supportingDocumentNumber: null, supportingDocumentStartDate: null, supportingDocumentEndDate: null };

function command(overrides: Partial<VisaApplicationForm> = {}): SubmitVisaApplication {
  const f = form(overrides);
  return { applicationNumber: 'ABC0000000000001', form: f, country: findCountryById(f.countryId), today: TODAY, now: `${TODAY}T10:00:00.000Z` };
}

function refusal(overrides: Partial<VisaApplicationForm>): DomainError {
  try {
    decideSubmitVisaApplication(command(overrides), initialVisaApplicationState);
  } catch (error) {
    if (error instanceof DomainError) return error;
    throw error;
  }
  throw new Error('expected the command to be refused');
}

describe('submitting a visa application', () => {
  it('records the submission with the server-computed price and the personal data apart', () => {
    const [event] = decideSubmitVisaApplication(command(), initialVisaApplicationState);
    expect(event!.type).toBe('VisaApplicationSubmitted');
    expect(event!.data.price).toEqual({ serviceFeeCents: 11500, visaFeeCents: 6900, totalCents: 18400, currency: 'USD' });
    expect(event!.data.pii?.firstName).toBe('Asha');
    expect(event!.data.supportingDocument).toEqual({ kind: 'visa', country: 'SCHENGEN', startDate: '2026-01-01', endDate: '2027-06-01' });
    expect(event!.data.visaPolicy).toBe('conditional');
  });

  it.each([
    ['standard', '25'],
    ['fast', '75'],
    ['express', '175'],
    ['urgent', '295'],
  ])('prices %s without documents at $%s for an e-visa country', (processingType, totalAmount) => {
    const [event] = decideSubmitVisaApplication(
      command({ ...noDocument, countryId: 484, countryOfOrigin: 'Mexico', processingType, totalAmount }),
      initialVisaApplicationState,
    );
    expect(event!.data.price.totalCents).toBe(Number(totalAmount) * 100);
  });

  it('keeps the request IP in the encrypted personal block, and leaves it out when unknown', () => {
    const [withIp] = decideSubmitVisaApplication({ ...command(), requestIp: '203.0.113.9' }, initialVisaApplicationState);
    expect(withIp!.data.pii?.requestIp).toBe('203.0.113.9');
    const [withoutIp] = decideSubmitVisaApplication(command(), initialVisaApplicationState);
    expect(withoutIp!.data.pii).not.toHaveProperty('requestIp');
  });

  it('accepts an unlimited residence permit', () => {
    const events = decideSubmitVisaApplication(
      command({ supportingDocumentType: 'residence', supportingDocumentCountry: 'DEU', supportingDocumentStartDate: null, supportingDocumentEndDate: 'unlimited' }),
      initialVisaApplicationState,
    );
    expect(events).toHaveLength(1);
  });

  // The e-Visa system's rule: permits of the USA, the UK, Ireland or a Schengen state (PRODUCT.md decision 6).
  it.each(['PRT', 'POL', 'IRL', 'GRC', 'CHE'])('accepts a residence permit of %s', (country) => {
    const residence = { supportingDocumentType: 'residence', supportingDocumentCountry: country, supportingDocumentStartDate: null, supportingDocumentEndDate: '2027-06-01' };
    expect(decideSubmitVisaApplication(command(residence), initialVisaApplicationState)).toHaveLength(1);
  });

  it.each(['CAN', 'AUS', 'JPN', 'KOR', 'SGP', 'ARE', 'CYP'])('refuses a residence permit of %s, which the authorities do not accept', (country) => {
    const error = refusal({ supportingDocumentType: 'residence', supportingDocumentCountry: country, supportingDocumentStartDate: null, supportingDocumentEndDate: '2027-06-01' });
    expect(error.errors?.supportingDocumentCountry).toBeDefined();
  });

  it('refuses a total the client computed differently', () => {
    expect(refusal({ totalAmount: '119' }).message).toMatch(/does not match the price of the chosen options \(184 USD\)/);
  });

  it.each([
    [{ countryId: 276, countryOfOrigin: 'Germany' }, /do not need a visa/],
    [{ ...noDocument, totalAmount: '25' }, /need a valid Schengen/],
    [{ countryId: 999999 }, /Unknown country/],
  ])('refuses by visa policy or country: %j', (overrides, message) => {
    expect(refusal(overrides).message).toMatch(message);
  });

  it('refuses consulate-only nationalities with the spec message', () => {
    const consulate = { countryId: 760, countryOfOrigin: 'Syria' };
    expect(findCountryById(760)?.visaPolicy).toBe('consulate');
    expect(refusal(consulate).message).toMatch(/e-visa service is not available for your country/);
  });

  it.each([
    ['passportExpiryDate', { passportExpiryDate: '2026-11-01' }, 'Your passport expiry date must be in the future'],
    ['passportIssueDate', { passportIssueDate: '2030-02-01' }, 'Passport issue date must be before the expiry date'],
    ['arrivalDate', { arrivalDate: '2026-11-01' }, 'The arrival date cannot be in the past'],
    ['processingType', { arrivalDate: '2026-11-25' }, 'Processing type standard is not available for an arrival on 2026-11-25'],
    ['supportingDocumentStartDate', { supportingDocumentStartDate: '2027-07-01' }, WIZARD_ERRORS.invalidSupportingDates.description],
    ['supportingDocumentEndDate', { supportingDocumentEndDate: '2026-01-01', supportingDocumentStartDate: '2025-01-01' }, 'The supporting document has expired'],
    ['supportingDocumentCountry', { supportingDocumentCountry: 'BRA' }, 'Invalid input'],
    ['supportingDocumentNumber', { supportingDocumentNumber: ' ' }, 'Required'],
  ])('refuses a bad %s', (field, overrides, message) => {
    const error = refusal(overrides);
    expect(error.code).toBe('invalid');
    expect(error.errors?.[field]).toContain(message);
  });

  it('offers only the one-day options on the day of arrival', () => {
    const events = decideSubmitVisaApplication(command({ arrivalDate: TODAY, processingType: 'urgent_4', totalAmount: '479' }), initialVisaApplicationState);
    expect(events[0]!.data.price.totalCents).toBe(47900);
  });

  it('refuses a second submission on the same stream', () => {
    const [event] = decideSubmitVisaApplication(command(), initialVisaApplicationState);
    const state = evolveVisaApplication(initialVisaApplicationState, event!);
    expect(() => decideSubmitVisaApplication(command(), state)).toThrow(/already been submitted/);
  });
});

describe('erasing an applicant’s personal data', () => {
  it('erases once, then does nothing', () => {
    const [submitted] = decideSubmitVisaApplication(command(), initialVisaApplicationState);
    const state = evolveVisaApplication(initialVisaApplicationState, submitted!);
    const [erased] = decideEraseApplicantData({ reason: 'retention', now: TODAY }, state);
    expect(erased).toEqual({ type: 'VisaApplicantDataErased', data: { applicationNumber: 'ABC0000000000001', erasedAt: TODAY, reason: 'retention' } });
    expect(decideEraseApplicantData({ reason: 'retention', now: TODAY }, evolveVisaApplication(state, erased!))).toEqual([]);
  });

  it('refuses an application that does not exist', () => {
    expect(() => decideEraseApplicantData({ reason: 'retention', now: TODAY }, initialVisaApplicationState)).toThrow(/not found/);
  });
});
