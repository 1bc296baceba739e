import { describe, expect, it } from '@jest/globals';
import {
  addDays,
  availableProcessingOptions,
  checkArrivalDate,
  checkPersonalDetails,
  daysBetween,
  earliestDateOfBirth,
  latestArrivalDate,
  WIZARD_ERRORS,
  type PersonalDetails,
  type SupportingDocumentDetails,
  type SupportingDocumentKind,
} from '@evisa/contracts';
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

  describe("with the traveller's clock a day behind or ahead of the server's UTC date", () => {
    // TODAY is the server's UTC date. West of UTC in the evening the traveller's own today, the one the
    // wizard judges by, is the day before; east of UTC early in the morning it is the day after.
    const WEST = '2026-11-22';
    const EAST = '2026-11-24';
    const accepted = (overrides: Partial<VisaApplicationForm>, today = TODAY) =>
      decideSubmitVisaApplication({ ...command(overrides), today }, initialVisaApplicationState);

    /** What the wizard's step checks (the contracts rules it calls with the traveller's own today) say of a form. */
    function wizardAccepts(f: VisaApplicationForm, travellerToday: string): boolean {
      const { supportingDocumentType, supportingDocumentCountry, supportingDocumentNumber, supportingDocumentStartDate, supportingDocumentEndDate } = f;
      const document: SupportingDocumentDetails | null = supportingDocumentType
        ? {
            documentType: supportingDocumentType as SupportingDocumentKind,
            visaCountry: supportingDocumentType === 'visa' ? supportingDocumentCountry! : '',
            residenceCountry: supportingDocumentType === 'residence' ? supportingDocumentCountry! : '',
            documentNumber: supportingDocumentNumber ?? '',
            startDate: supportingDocumentStartDate ?? '',
            endDate: supportingDocumentEndDate === 'unlimited' ? '' : (supportingDocumentEndDate ?? ''),
            unlimited: supportingDocumentEndDate === 'unlimited',
          }
        : null;
      const personal: PersonalDetails = f;
      return (
        checkArrivalDate(f.arrivalDate, travellerToday) === null &&
        availableProcessingOptions(document !== null, daysBetween(travellerToday, f.arrivalDate)).some((o) => o.value === f.processingType) &&
        checkPersonalDetails(personal, { today: travellerToday, arrivalDate: f.arrivalDate, supportingDocument: document }) === null
      );
    }

    it('takes, west of UTC in the evening, the dates the wizard takes on the traveller’s own today', () => {
      // Arrival today with a one-day option, a passport expiring tomorrow and a visa ending on the arrival day.
      const today = { arrivalDate: WEST, processingType: 'urgent_4', totalAmount: '479', passportExpiryDate: TODAY, supportingDocumentEndDate: WEST };
      // Standard (4 days before arrival with a document) for an arrival 4 days after the traveller's today.
      const standard = { arrivalDate: addDays(WEST, 4) };
      const oldest = { dateOfBirth: earliestDateOfBirth(WEST) };
      for (const overrides of [today, standard, oldest]) {
        expect(wizardAccepts(form(overrides), WEST)).toBe(true);
        expect(accepted(overrides)).toHaveLength(1);
      }
    });

    it('takes, east of UTC early in the morning, a passport issued and a child born on dates still in the future by UTC', () => {
      const overrides = { passportIssueDate: EAST, dateOfBirth: TODAY };
      expect(wizardAccepts(form(overrides), EAST)).toBe(true);
      expect(accepted(overrides)).toHaveLength(1);
      // On the last day of a year by UTC it is already the next year east of it: the arrival picker offers one more year.
      const arrivalDate = latestArrivalDate('2027-01-01');
      expect(wizardAccepts(form({ arrivalDate, supportingDocumentEndDate: 'unlimited' }), '2027-01-01')).toBe(true);
      expect(accepted({ arrivalDate, supportingDocumentEndDate: 'unlimited' }, '2026-12-31')).toHaveLength(1);
    });

    it('never refuses what the wizard takes on any date a traveller can have, and refuses what it refuses everywhere', () => {
      const dates = Array.from({ length: 13 }, (_, i) => addDays(TODAY, i - 6));
      const variants: Partial<VisaApplicationForm>[] = [
        ...dates.map((arrivalDate) => ({ arrivalDate, processingType: 'urgent_4', totalAmount: '479', supportingDocumentEndDate: 'unlimited' })),
        ...dates.map((arrivalDate) => ({ arrivalDate: addDays(arrivalDate, 6), supportingDocumentEndDate: 'unlimited' })),
        ...dates.map((passportExpiryDate) => ({ passportExpiryDate })),
        ...dates.map((passportIssueDate) => ({ passportIssueDate, dateOfBirth: '1990-05-20' })),
        ...dates.map((dateOfBirth) => ({ dateOfBirth, passportIssueDate: addDays(TODAY, 1) })),
        ...dates.map((supportingDocumentEndDate) => ({ supportingDocumentEndDate, arrivalDate: addDays(TODAY, -1), processingType: 'urgent_4', totalAmount: '479' })),
        ...dates.map((d) => ({ dateOfBirth: earliestDateOfBirth(d) })),
      ];
      const travellerTodays = [WEST, TODAY, EAST];
      for (const overrides of variants) {
        const f = form(overrides);
        const anywhere = travellerTodays.some((day) => wizardAccepts(f, day));
        let serverAccepts = true;
        try {
          accepted(overrides);
        } catch (error) {
          if (!(error instanceof DomainError)) throw error;
          serverAccepts = false;
        }
        expect({ overrides, serverAccepts }).toEqual({ overrides, serverAccepts: anywhere });
      }
    });
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
