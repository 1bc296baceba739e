import { describe, expect, it } from '@jest/globals';
import { CARD_NUMBER_MAX_LENGTH, cardLast4, formatCardNumber, formatCvv, formatExpiry, isCardFormComplete } from './card-format';

describe('simulated card form formatting', () => {
  it('groups the card number in fours and stops at 19 characters', () => {
    expect(formatCardNumber('4242')).toBe('4242');
    expect(formatCardNumber('42424')).toBe('4242 4');
    expect(formatCardNumber('4242-4242 4242x4242')).toBe('4242 4242 4242 4242');
    expect(formatCardNumber('42424242424242424242')).toHaveLength(CARD_NUMBER_MAX_LENGTH);
  });

  it('builds MM/YY from digits only, at most 5 characters', () => {
    expect(formatExpiry('1')).toBe('1');
    expect(formatExpiry('12')).toBe('12');
    expect(formatExpiry('123')).toBe('12/3');
    expect(formatExpiry('12/34')).toBe('12/34');
    expect(formatExpiry('ab1299')).toBe('12/99');
    expect(formatExpiry('123456')).toBe('12/34');
  });

  it('keeps 3 CVV digits', () => {
    expect(formatCvv('1a2b3c4')).toBe('123');
  });

  it('needs all four fields', () => {
    const full = { cardHolder: 'Ada Lovelace', cardNumber: '4242 4242 4242 4242', expiry: '12/30', cvv: '123' };
    expect(isCardFormComplete(full)).toBe(true);
    for (const key of Object.keys(full) as Array<keyof typeof full>) {
      expect(isCardFormComplete({ ...full, [key]: ' ' })).toBe(false);
    }
  });

  it('gives only the last four digits', () => {
    expect(cardLast4('4242 4242 4242 1234')).toBe('1234');
    expect(cardLast4('12')).toBeUndefined();
  });
});
