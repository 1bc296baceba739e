import { describe, expect, it } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { INSURANCE_MESSAGES } from '@evisa/contracts';

const read = (language: string) =>
  JSON.parse(readFileSync(fileURLToPath(new URL(`../../../locales/${language}/insurance.json`, import.meta.url)), 'utf8')) as {
    errors: Record<string, { title: string; description: string }>;
  };

/** The form's refusals whose English is the server's own sentence for the same rule (contracts INSURANCE_MESSAGES). */
const SHARED = ['travelDateTooFar', 'dateOfBirthTooEarly'] as const;

describe('insurance locale files', () => {
  it("word the refusals the server shares exactly as the server does, in English", () => {
    const en = read('en');
    for (const code of SHARED) expect(en.errors[code]?.description).toBe(INSURANCE_MESSAGES[code]);
  });

  it('translate them in every other language rather than copying the English', () => {
    for (const language of ['tr', 'fr', 'de', 'es', 'ar']) {
      const errors = read(language).errors;
      for (const code of SHARED) {
        expect(errors[code]?.description).toEqual(expect.any(String));
        expect(errors[code]?.description).not.toBe(INSURANCE_MESSAGES[code]);
      }
    }
  });
});
