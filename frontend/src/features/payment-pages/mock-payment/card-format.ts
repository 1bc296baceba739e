/**
 * The simulated card form's input rules (spec section 5): number grouped in fours (max length 19),
 * expiry MM/YY from digits only (max length 5), CVV 3 digits. Pure, so the page only renders.
 */
export const CARD_NUMBER_MAX_LENGTH = 19;
export const EXPIRY_MAX_LENGTH = 5;
export const CVV_LENGTH = 3;

const CARD_DIGITS = 16;

export function formatCardNumber(input: string): string {
  const digits = input.replace(/\D/g, '').slice(0, CARD_DIGITS);
  return digits.replace(/(\d{4})(?=\d)/g, '$1 ');
}

export function formatExpiry(input: string): string {
  const digits = input.replace(/\D/g, '').slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
}

export function formatCvv(input: string): string {
  return input.replace(/\D/g, '').slice(0, CVV_LENGTH);
}

export interface CardForm {
  cardHolder: string;
  cardNumber: string;
  expiry: string;
  cvv: string;
}

export const EMPTY_CARD_FORM: CardForm = { cardHolder: '', cardNumber: '', expiry: '', cvv: '' };

/** All four fields are required ('Please fill in all fields'). */
export function isCardFormComplete(form: CardForm): boolean {
  return Object.values(form).every((value) => value.trim() !== '');
}

/** The only card detail that leaves the page: the last four digits, for the receipt. */
export function cardLast4(cardNumber: string): string | undefined {
  const digits = cardNumber.replace(/\D/g, '');
  return digits.length >= 4 ? digits.slice(-4) : undefined;
}
