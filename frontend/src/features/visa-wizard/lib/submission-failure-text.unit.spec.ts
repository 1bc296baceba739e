import { beforeAll, describe, expect, it } from '@jest/globals';
import type { i18n as I18n } from 'i18next';
import { createTestI18n } from '../../../test/render-app';
import { INSURANCE_FIELD_LABELS } from '../../insurance/lib/field-labels';
import type { SubmissionFailure } from '../../payment/machines/submission-failure';
import { submissionFailureText, WIZARD_FIELD_LABELS, type FieldLabelKeys } from './submission-failure-text';

let i18n: I18n;

beforeAll(async () => {
  i18n = await createTestI18n('en');
  await i18n.loadNamespaces(['wizard', 'insurance']);
  for (const language of ['tr', 'fr', 'de', 'es', 'ar']) await i18n.loadLanguages(language);
});

const textIn = (language: string, failure: SubmissionFailure, labels: FieldLabelKeys) =>
  submissionFailureText(failure, i18n.getFixedT(language, 'wizard'), labels);

describe("submissionFailureText: the 'Application Error' message in the page's language", () => {
  it('words no answer, too many attempts and an unavailable service in each language', () => {
    expect(textIn('en', { cause: 'offline' }, WIZARD_FIELD_LABELS)).toBe(
      'We could not reach our server. Please check your internet connection and try again.',
    );
    expect(textIn('en', { cause: 'tooMany' }, WIZARD_FIELD_LABELS)).toBe('Too many attempts from your connection. Please wait a minute and try again.');
    expect(textIn('en', { cause: 'unavailable' }, WIZARD_FIELD_LABELS)).toBe('The service is temporarily unavailable. Please try again in a moment.');
    expect(textIn('tr', { cause: 'offline' }, WIZARD_FIELD_LABELS)).toBe('Sunucumuza ulaşılamadı. Lütfen internet bağlantınızı kontrol edip tekrar deneyin.');
    expect(textIn('de', { cause: 'tooMany' }, WIZARD_FIELD_LABELS)).toMatch(/^Zu viele Versuche/);
    // Every language has its own sentence for each cause, not the English one.
    for (const cause of ['offline', 'tooMany', 'unavailable'] as const) {
      const texts = ['en', 'tr', 'fr', 'de', 'es', 'ar'].map((language) => textIn(language, { cause }, WIZARD_FIELD_LABELS));
      expect(new Set(texts).size).toBe(6);
    }
  });

  it("names a refused field by the form's translated label, without its required mark, and keeps the server's sentence", () => {
    const phone = { cause: 'refused', field: 'phone', message: 'Invalid input' } as const;
    expect(textIn('en', phone, WIZARD_FIELD_LABELS)).toBe('Phone: Invalid input');
    expect(textIn('tr', phone, WIZARD_FIELD_LABELS)).toBe('Telefon: Invalid input');
    expect(textIn('fr', phone, WIZARD_FIELD_LABELS)).toBe('Téléphone : Invalid input');
    // The English sentence is isolated inside the Arabic one, so it is not reordered right to left.
    expect(textIn('ar', phone, WIZARD_FIELD_LABELS)).toBe('الهاتف: \u2068Invalid input\u2069');
    expect(textIn('en', phone, INSURANCE_FIELD_LABELS)).toBe('Phone number: Invalid input');
    expect(textIn('en', { cause: 'refused', field: 'arrivalDate', message: 'Invalid date' }, WIZARD_FIELD_LABELS)).toBe('Arrival Date: Invalid date');
    // A nested path is named by its first part.
    expect(textIn('en', { cause: 'refused', field: 'parentIdPhotos.0.dataUrl', message: 'Invalid input' }, INSURANCE_FIELD_LABELS)).toBe(
      'Parent or guardian ID: Invalid input',
    );
  });

  it("shows the server's sentence alone for a field the form has no label for, and a sentence of its own when there is none", () => {
    expect(textIn('en', { cause: 'refused', field: 'totalAmount', message: 'Expected 119.00' }, WIZARD_FIELD_LABELS)).toBe('Expected 119.00');
    expect(textIn('en', { cause: 'refused', field: 'constructor', message: 'Invalid input' }, WIZARD_FIELD_LABELS)).toBe('Invalid input');
    expect(textIn('en', { cause: 'refused', field: null, message: 'Unknown insurance plan' }, INSURANCE_FIELD_LABELS)).toBe('Unknown insurance plan');
    expect(textIn('en', { cause: 'refused', field: null, message: null }, WIZARD_FIELD_LABELS)).toBe(
      'Your application was not accepted. Please check your details and try again.',
    );
    expect(textIn('es', { cause: 'refused', field: null, message: null }, WIZARD_FIELD_LABELS)).toBe('Su solicitud no fue aceptada. Revise sus datos e inténtelo de nuevo.');
  });
});
