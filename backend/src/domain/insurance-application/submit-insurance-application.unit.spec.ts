import { describe, expect, it } from '@jest/globals';
import {
  addDays,
  arrivalDateInPast,
  arrivalDateTooFar,
  dateOfBirthNotInPast,
  dateOfBirthTooEarly,
  earliestDateOfBirth,
  findInsuranceProduct,
  INSURANCE_MESSAGES,
  insuranceNeedsParentId,
  insuranceParentIdRequired,
  latestArrivalDate,
  PARENT_ID_PHOTO_MAX_BYTES,
} from '@evisa/contracts';
import { findCountryByCode } from '@evisa/contracts/countries';
import { DomainError } from '../shared/domain-error.js';
import { refusal } from '../../test-support/refusal.js';
import { evolveInsuranceApplication, initialInsuranceApplicationState } from './insurance-application.js';
import {
  decideSubmitInsuranceApplication,
  detectParentIdPhotoType,
  type InsuranceApplicationForm,
  type ParentIdPhotoUpload,
  type SubmitInsuranceApplication,
} from './submit-insurance-application.js';

const TODAY = '2026-11-23';
const NOW = '2026-11-23T10:00:00.000Z';
const JPEG = Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]);
const PNG = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00]);

const form = (overrides: Partial<InsuranceApplicationForm> = {}): InsuranceApplicationForm => ({
  productId: 1,
  firstName: ' Asha ',
  lastName: 'Patel',
  email: 'asha@example.com',
  phone: '+91 98765 43210',
  passportNumber: 'Z1234567',
  nationality: 'IND',
  countryOfOrigin: 'India',
  travelDate: '2026-12-01',
  returnDate: '2026-12-07',
  dateOfBirth: '1990-05-20',
  totalAmount: '114',
  ...overrides,
});

const photo = (overrides: Partial<ParentIdPhotoUpload> = {}): ParentIdPhotoUpload => ({
  name: ' mother.jpg ',
  detectedType: 'image/jpeg',
  size: 1000,
  hash: 'b'.repeat(64),
  ...overrides,
});

function command(overrides: Partial<InsuranceApplicationForm> = {}, rest: Partial<SubmitInsuranceApplication> = {}): SubmitInsuranceApplication {
  const f = form(overrides);
  return {
    applicationNumber: 'INS0000000000001',
    form: f,
    photos: null,
    country: findCountryByCode(f.nationality),
    product: findInsuranceProduct(f.productId),
    today: TODAY,
    now: NOW,
    ...rest,
  };
}

const submit = (c: SubmitInsuranceApplication) => decideSubmitInsuranceApplication(c, initialInsuranceApplicationState);

describe('decideSubmitInsuranceApplication', () => {
  it('records an adult application priced from the plan, with the trip days counted inclusively', () => {
    const [event] = submit(command({}, { requestIp: '203.0.113.5' }));
    expect(event!.type).toBe('InsuranceApplicationSubmitted');
    expect(event!.data).toMatchObject({
      applicationNumber: 'INS0000000000001',
      productId: 1,
      productName: 'Turkey Travel Health Insurance - 7 Days',
      coverDays: 7,
      nationality: 'IND',
      countryOfOrigin: 'India',
      destination: 'Turkey',
      tripDurationDays: 7,
      minor: false,
      price: { totalCents: 11400, currency: 'USD' },
      language: 'en',
      submittedAt: NOW,
    });
    expect(event!.data.pii).toMatchObject({ firstName: 'Asha', parentIdPhotos: null, requestIp: '203.0.113.5' });
  });

  it("refuses a return on or before the travel date with 'Invalid Dates'", () => {
    for (const returnDate of ['2026-12-01', '2026-11-30']) {
      const error = refusal(() => submit(command({ returnDate })));
      expect(error.code).toBe('invalid');
      expect(error.message).toBe(INSURANCE_MESSAGES.invalidDates);
      expect(error.errors?.returnDate).toEqual([INSURANCE_MESSAGES.invalidDates]);
    }
  });

  it('refuses a plan shorter than the trip, and a trip longer than any plan', () => {
    const short = refusal(() => submit(command({ returnDate: '2026-12-08' })));
    expect(short.errors?.productId).toEqual([INSURANCE_MESSAGES.planTooShort(7, 8)]);
    const long = refusal(() => submit(command({ productId: 7, totalAmount: '799', returnDate: '2027-12-01' })));
    expect(long.errors?.returnDate).toEqual([INSURANCE_MESSAGES.tripTooLong(365)]);
  });

  it('accepts a trip exactly as long as the plan', () => {
    expect(submit(command({ productId: 7, totalAmount: '799', returnDate: '2027-11-30' }))[0]!.data.tripDurationDays).toBe(365);
  });

  it('refuses a travel date in the past and a date of birth not in the past', () => {
    // The day before the UTC date is still today west of UTC: only the day before that is past everywhere.
    expect(refusal(() => submit(command({ travelDate: '2026-11-21' }))).errors?.travelDate).toEqual([INSURANCE_MESSAGES.travelDateInPast]);
    expect(submit(command({ travelDate: '2026-11-22', returnDate: '2026-11-28' }))).toHaveLength(1);
    // A date of birth of the UTC date is yesterday east of UTC: the day after it is today there.
    expect(refusal(() => submit(command({ dateOfBirth: addDays(TODAY, 1) }))).errors?.dateOfBirth).toEqual([INSURANCE_MESSAGES.dateOfBirthInFuture]);
  });

  describe("with the traveller's clock a day behind (west of UTC in the evening) or ahead (east of UTC early in the morning)", () => {
    const WEST = addDays(TODAY, -1);
    const EAST = addDays(TODAY, 1);
    const accepted = (overrides: Partial<InsuranceApplicationForm>, today = TODAY) => submit(command(overrides, { today }));

    /** What the form's date checks (the contracts rules it calls with the traveller's own today) say of a form. */
    function formAccepts(f: InsuranceApplicationForm, travellerToday: string): boolean {
      return (
        !arrivalDateInPast(f.travelDate, travellerToday) &&
        !arrivalDateTooFar(f.travelDate, travellerToday) &&
        !dateOfBirthNotInPast(f.dateOfBirth, travellerToday) &&
        !dateOfBirthTooEarly(f.dateOfBirth, travellerToday)
      );
    }

    it('takes the date of birth the form takes on the traveller’s own today: 120 years ago west of UTC, yesterday east of it', () => {
      const oldest = { dateOfBirth: earliestDateOfBirth(WEST) };
      expect(formAccepts(form(oldest), WEST)).toBe(true);
      expect(accepted(oldest)).toHaveLength(1);
      // Born on the UTC date, with the photos the form then asks for: yesterday east of UTC.
      const newborn = { dateOfBirth: TODAY };
      expect(formAccepts(form(newborn), EAST)).toBe(true);
      expect(submit(command(newborn, { photos: [photo()] }))).toHaveLength(1);
    });

    it('takes, on the last day of a year by UTC, the travel date the picker offers east of UTC, where it is already the next year', () => {
      const far = { travelDate: latestArrivalDate('2027-01-01'), returnDate: addDays(latestArrivalDate('2027-01-01'), 6) };
      expect(formAccepts(form(far), '2027-01-01')).toBe(true);
      expect(accepted(far, '2026-12-31')).toHaveLength(1);
    });

    it('never refuses a date the form takes on any date a traveller can have, and refuses what it refuses everywhere', () => {
      const dates = Array.from({ length: 9 }, (_, i) => addDays(TODAY, i - 4));
      const variants: Partial<InsuranceApplicationForm>[] = [
        ...dates.map((travelDate) => ({ travelDate, returnDate: addDays(travelDate, 6) })),
        ...dates.map((d) => ({ dateOfBirth: earliestDateOfBirth(d) })),
        ...dates.map((d) => ({ travelDate: latestArrivalDate(d), returnDate: addDays(latestArrivalDate(d), 6) })),
        // Dates of birth around today, judged with photos sent (a newborn is a minor everywhere).
        ...dates.map((dateOfBirth) => ({ dateOfBirth })),
      ];
      for (const overrides of variants) {
        const f = form(overrides);
        const anywhere = [WEST, TODAY, EAST].some((day) => formAccepts(f, day));
        const minorAnywhere = f.dateOfBirth > '2000-01-01';
        let serverAccepts = true;
        try {
          submit(command(overrides, minorAnywhere ? { photos: [photo()] } : {}));
        } catch (error) {
          if (!(error instanceof DomainError)) throw error;
          serverAccepts = false;
        }
        expect({ overrides, serverAccepts }).toEqual({ overrides, serverAccepts: anywhere });
      }
    });
  });

  it('accepts travel today', () => {
    expect(submit(command({ travelDate: TODAY, returnDate: '2026-11-29' }))).toHaveLength(1);
  });

  it('refuses a tripDurationDays that disagrees with the dates', () => {
    expect(refusal(() => submit(command({ tripDurationDays: 6 }))).errors?.tripDurationDays).toEqual(['Expected 7']);
    expect(submit(command({ tripDurationDays: 7 }))).toHaveLength(1);
  });

  it('requires parent ID photos for an applicant under 18 (turning 18 tomorrow is still a minor)', () => {
    const error = refusal(() => submit(command({ dateOfBirth: '2008-11-24' })));
    expect(error.errors?.parentIdPhotos).toEqual([INSURANCE_MESSAGES.parentIdPhotosUnder18]);
    const [event] = submit(command({ dateOfBirth: '2008-11-24' }, { photos: [photo(), photo({ name: 'father.png', detectedType: 'image/png' })] }));
    expect(event!.data.minor).toBe(true);
    expect(event!.data.pii!.parentIdPhotos).toEqual([
      { name: 'mother.jpg', hash: 'b'.repeat(64), contentType: 'image/jpeg', size: 1000 },
      { name: 'father.png', hash: 'b'.repeat(64), contentType: 'image/png', size: 1000 },
    ]);
    // 18 on every date a traveller can have (since the day before the UTC date) is an adult.
    expect(submit(command({ dateOfBirth: '2008-11-22' }))[0]!.data.minor).toBe(false);
  });

  it('requires parent ID photos of one who turns 18 today by the UTC date, still 17 west of UTC, and takes them', () => {
    // West of UTC in the evening the traveller's own date is 2026-11-22: their form asks for the photos.
    const error = refusal(() => submit(command({ dateOfBirth: '2008-11-23' })));
    expect(error.errors?.parentIdPhotos).toEqual([INSURANCE_MESSAGES.parentIdPhotosUnder18]);
    const [event] = submit(command({ dateOfBirth: '2008-11-23' }, { photos: [photo()] }));
    expect(event!.data.minor).toBe(true);
  });

  it("requires the photos whenever the applicant is under 18 on the traveller's own date, wherever that is, and exactly when the form asks for them", () => {
    const travellerTodays = [addDays(TODAY, -1), TODAY, addDays(TODAY, 1)];
    for (const days of [-2, -1, 0, 1, 2]) {
      const dateOfBirth = addDays('2008-11-23', days);
      let required = false;
      try {
        submit(command({ dateOfBirth }));
      } catch (error) {
        if (!(error instanceof DomainError)) throw error;
        required = error.errors?.parentIdPhotos?.includes(INSURANCE_MESSAGES.parentIdPhotosUnder18) ?? false;
      }
      // No minor through, whatever clock the form ran on.
      if (travellerTodays.some((day) => insuranceNeedsParentId(dateOfBirth, day))) expect({ dateOfBirth, required }).toEqual({ dateOfBirth, required: true });
      // The form, on the same UTC date, asks for them exactly then; and photos it sends are taken.
      expect({ dateOfBirth, required }).toEqual({ dateOfBirth, required: insuranceParentIdRequired(dateOfBirth, TODAY) });
      if (required) expect(submit(command({ dateOfBirth }, { photos: [photo()] }))).toHaveLength(1);
    }
  });

  it("refuses photos for an adult (no one's ID is kept without need)", () => {
    expect(refusal(() => submit(command({}, { photos: [photo()] }))).errors?.parentIdPhotos).toEqual([INSURANCE_MESSAGES.parentIdPhotosNotNeeded]);
  });

  it('refuses a photo whose bytes are no image, and one too large', () => {
    const minor = { dateOfBirth: '2015-01-01' };
    expect(refusal(() => submit(command(minor, { photos: [photo({ detectedType: null })] }))).errors?.parentIdPhotos).toEqual([INSURANCE_MESSAGES.parentIdPhotoType]);
    expect(refusal(() => submit(command(minor, { photos: [photo({ size: PARENT_ID_PHOTO_MAX_BYTES + 1 })] }))).errors?.parentIdPhotos).toEqual([
      INSURANCE_MESSAGES.parentIdPhotoTooLarge,
    ]);
    expect(submit(command(minor, { photos: [photo({ size: PARENT_ID_PHOTO_MAX_BYTES })] }))).toHaveLength(1);
  });

  it('refuses a total that is not the plan price', () => {
    const error = refusal(() => submit(command({ totalAmount: '100' })));
    expect(error.message).toMatch(/does not match/);
    expect(error.errors?.totalAmount).toEqual(['Expected 114']);
    expect(submit(command({ totalAmount: '114.00' }))).toHaveLength(1);
  });

  it('refuses an unknown plan, an unknown nationality and a country name that does not match it', () => {
    expect(refusal(() => submit(command({ productId: 99 }))).message).toBe(INSURANCE_MESSAGES.unknownProduct);
    expect(refusal(() => submit(command({ nationality: 'XXX' }))).message).toBe(INSURANCE_MESSAGES.unknownNationality);
    expect(refusal(() => submit(command({ countryOfOrigin: 'Mexico' }))).errors?.countryOfOrigin).toEqual(['Expected India']);
  });

  it('refuses a second submission on the same stream', () => {
    const state = submit(command()).reduce(evolveInsuranceApplication, initialInsuranceApplicationState);
    expect(refusal(() => decideSubmitInsuranceApplication(command(), state)).code).toBe('conflict');
  });
});

describe('detectParentIdPhotoType', () => {
  it('knows JPEG and PNG by their first bytes, whatever they are called', () => {
    expect(detectParentIdPhotoType(JPEG)).toBe('image/jpeg');
    expect(detectParentIdPhotoType(PNG)).toBe('image/png');
  });

  it('refuses text, PDFs, truncated headers and empty files', () => {
    expect(detectParentIdPhotoType(new TextEncoder().encode('hello, I am a text file'))).toBeNull();
    expect(detectParentIdPhotoType(new TextEncoder().encode('%PDF-1.7'))).toBeNull();
    expect(detectParentIdPhotoType(PNG.subarray(0, 7))).toBeNull();
    expect(detectParentIdPhotoType(new Uint8Array())).toBeNull();
  });
});
