import { registerDecorator, type ValidationOptions } from 'class-validator';
import { isIsoDate } from '../dates.js';
import { MESSAGES } from '../messages.js';
import { UNLIMITED } from '../document-types.js';

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
