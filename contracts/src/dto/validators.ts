import { registerDecorator, type ValidationArguments, type ValidationOptions } from 'class-validator';
import { isIsoDate } from '../dates.js';
import { AMOUNT_PATTERN } from '../money.js';
import { isBase64DataUrl } from '../data-url.js';
import { MESSAGES } from '../messages.js';
import { UNLIMITED } from '../document-types.js';
import { isSingleLineText } from '../single-line.js';

/**
 * IsString's options for a required text field: the spec's 'Required' when it is missing, 'Invalid
 * input' when it holds something other than a string (123 as an email is not a missing email).
 */
export const requiredString: ValidationOptions = {
  message: ({ value }: ValidationArguments) => (value === undefined || value === null ? MESSAGES.required : MESSAGES.invalidInput),
};

/** A real calendar date written YYYY-MM-DD ('2025-02-30' is rejected). */
export function IsIsoDate(options: ValidationOptions & { allowUnlimited?: boolean } = {}) {
  const { allowUnlimited, ...validationOptions } = options;
  return (target: object, propertyName: string) =>
    registerDecorator({
      name: 'isIsoDate',
      target: target.constructor,
      propertyName,
      options: { message: MESSAGES.invalidDate, ...validationOptions },
      validator: {
        validate: (value: unknown) =>
          typeof value === 'string' && (isIsoDate(value) || (allowUnlimited === true && value === UNLIMITED)),
      },
    });
}

/** A non-negative USD amount with at most 2 decimals, as a number (184) or a decimal string ("184.00"). */
export function IsUsdAmount(options: ValidationOptions = {}) {
  return (target: object, propertyName: string) =>
    registerDecorator({
      name: 'isUsdAmount',
      target: target.constructor,
      propertyName,
      options: { message: MESSAGES.invalidInput, ...options },
      validator: {
        validate: (value: unknown) =>
          (typeof value === 'string' && AMOUNT_PATTERN.test(value)) ||
          (typeof value === 'number' && Number.isFinite(value) && value >= 0 && value < 1e7 && Math.round(value * 100) === value * 100),
      },
    });
}

/**
 * A string with at least `min` characters once trimmed: '   ' is not a name, and ten spaces are not
 * an address (class-validator's IsNotEmpty and MinLength count spaces). The message is the spec's
 * 'Required' for an empty value and its length message otherwise.
 */
export function HasText(min = 1, options: ValidationOptions = {}) {
  return (target: object, propertyName: string) =>
    registerDecorator({
      name: 'hasText',
      target: target.constructor,
      propertyName,
      // The minimum, for the OpenAPI schema (backend openapi-schemas.ts shows it as minLength).
      constraints: [min],
      options: {
        message: (args: { value: unknown }) =>
          min > 1 && typeof args.value === 'string' && args.value.trim().length > 0 ? MESSAGES.minLength(min) : MESSAGES.required,
        ...options,
      },
      validator: { validate: (value: unknown) => typeof value === 'string' && value.trim().length >= min },
    });
}

/** A base64 data URL of one of `mediaTypes` (see isBase64DataUrl: one pass, whatever its length). */
export function IsBase64DataUrl(mediaTypes: readonly string[], options: ValidationOptions = {}) {
  return (target: object, propertyName: string) =>
    registerDecorator({
      name: 'isBase64DataUrl',
      target: target.constructor,
      propertyName,
      constraints: [mediaTypes],
      options: { message: MESSAGES.invalidInput, ...options },
      validator: { validate: (value: unknown) => isBase64DataUrl(value, mediaTypes) },
    });
}

/**
 * A one-line text such as a name, a phone or a passport number: no control characters and no
 * bidirectional overrides (single-line.ts). These fields are printed in the emails sent to the address given and in
 * the staff panel; a line break or a right-to-left override in a name could make our own email
 * carry text that reads as ours (or reorder what staff read). 'Invalid input' otherwise.
 */
export function SingleLine(options: ValidationOptions = {}) {
  return (target: object, propertyName: string) =>
    registerDecorator({
      name: 'singleLine',
      target: target.constructor,
      propertyName,
      options: { message: MESSAGES.invalidInput, ...options },
      validator: { validate: (value: unknown) => typeof value !== 'string' || isSingleLineText(value) },
    });
}


/** MaxLength's options with the contract's length message ('String must contain at most N character(s)'), not class-validator's English default. */
export const max = (n: number) => ({ message: MESSAGES.maxLength(n) });
