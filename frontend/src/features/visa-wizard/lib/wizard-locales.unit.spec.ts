import { describe, expect, it } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { WIZARD_ERRORS, WIZARD_SUBMISSION_MESSAGES } from '@evisa/contracts';

const read = (language: string) =>
  JSON.parse(readFileSync(fileURLToPath(new URL(`../../../locales/${language}/wizard.json`, import.meta.url)), 'utf8')) as {
    errors: Record<string, { title: string; description: string }>;
    toasts: Record<string, string>;
  };

describe('wizard locale files', () => {
  it('English step-check toasts are exactly the contracts wording', () => {
    const en = read('en');
    expect(en.errors).toEqual(
      Object.fromEntries(Object.entries(WIZARD_ERRORS).map(([code, m]) => [code, { title: m.title, description: m.description }])),
    );
    expect(en.toasts.paymentErrorTitle).toBe(WIZARD_SUBMISSION_MESSAGES.paymentErrorTitle);
    expect(en.toasts.paymentError).toBe(WIZARD_SUBMISSION_MESSAGES.paymentErrorDescription);
    expect(en.toasts.processingTypeUpdatedTitle).toBe(WIZARD_SUBMISSION_MESSAGES.processingTypeUpdatedTitle);
    expect(en.toasts.applicationErrorTitle).toBe(WIZARD_SUBMISSION_MESSAGES.applicationErrorTitle);
    expect(en.toasts.paymentCreatedTitle).toBe(WIZARD_SUBMISSION_MESSAGES.paymentCreatedTitle);
    expect(en.toasts.applicationSubmittedTitle).toBe(WIZARD_SUBMISSION_MESSAGES.applicationSubmittedTitle);
    expect(en.toasts.paymentReadyTitle).toBe(WIZARD_SUBMISSION_MESSAGES.paymentReadyTitle);
    expect(en.toasts.continueToPaymentTitle).toBe(WIZARD_SUBMISSION_MESSAGES.continueToPaymentTitle);
  });

  it('every other language translates every error rather than copying the English', () => {
    const en = read('en');
    for (const language of ['tr', 'fr', 'de', 'es', 'ar']) {
      const other = read(language);
      expect(Object.keys(other.errors).sort()).toEqual(Object.keys(en.errors).sort());
      const copied = Object.keys(en.errors).filter((code) => other.errors[code]?.description === en.errors[code]?.description);
      expect(copied).toEqual([]);
    }
  });
});
