import { describe, expect, it } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { INSURANCE_MAX_TRIP_DAYS, INSURANCE_MESSAGES } from '@evisa/contracts';

const read = (language: string) =>
  JSON.parse(readFileSync(fileURLToPath(new URL(`../../../locales/${language}/insurance.json`, import.meta.url)), 'utf8')) as {
    errors: Record<string, { title: string; description: string }>;
  };

/**
 * The form's refusals whose English is the server's own sentence for the same rule (contracts
 * INSURANCE_MESSAGES), by the form's code: the same key, or the server's key where it differs.
 */
const SHARED: Record<string, string> = {
  travelDateInPast: INSURANCE_MESSAGES.travelDateInPast,
  travelDateTooFar: INSURANCE_MESSAGES.travelDateTooFar,
  dateOfBirthInFuture: INSURANCE_MESSAGES.dateOfBirthInFuture,
  dateOfBirthTooEarly: INSURANCE_MESSAGES.dateOfBirthTooEarly,
  tripTooLong: INSURANCE_MESSAGES.tripTooLong(INSURANCE_MAX_TRIP_DAYS),
  parentIdRequired: INSURANCE_MESSAGES.parentIdPhotosUnder18,
};

describe('insurance locale files', () => {
  it("word the refusals the server shares exactly as the server does, in English", () => {
    const en = read('en');
    for (const [code, english] of Object.entries(SHARED)) expect({ code, text: en.errors[code]?.description }).toEqual({ code, text: english });
  });

  it('translate them in every other language rather than copying the English', () => {
    for (const language of ['tr', 'fr', 'de', 'es', 'ar']) {
      const errors = read(language).errors;
      for (const [code, english] of Object.entries(SHARED)) {
        expect(errors[code]?.description).toEqual(expect.any(String));
        expect(errors[code]?.description).not.toBe(english);
      }
    }
  });
});
