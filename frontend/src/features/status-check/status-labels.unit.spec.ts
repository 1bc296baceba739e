import { describe, expect, it } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { LANGUAGE_CODES } from '@evisa/contracts';
import { paymentStatusLabelKey } from './status-labels';

const localesDir = fileURLToPath(new URL('../../locales/', import.meta.url));
const paymentStatuses = (language: string) =>
  (JSON.parse(readFileSync(`${localesDir}${language}/common.json`, 'utf8')) as { paymentStatuses: Record<string, string> }).paymentStatuses;

describe('payment status labels', () => {
  it("labels a payment returned in full as refunded, not as unknown or paid", () => {
    expect(paymentStatusLabelKey('refunded')).toBe('common:paymentStatuses.refunded');
    expect(paymentStatusLabelKey('completed')).toBe('common:paymentStatuses.completed');
  });

  it.each(LANGUAGE_CODES)('has its own refunded label in %s', (language) => {
    const labels = paymentStatuses(language);
    expect(labels.refunded).toBeTruthy();
    expect(labels.refunded).not.toBe(labels.completed);
    expect(labels.refunded).not.toBe(labels.unknown);
  });
});
