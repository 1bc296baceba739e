import { BadRequestException, ValidationPipe, type ValidationError } from '@nestjs/common';

function collect(errors: ValidationError[], prefix = '', into: Record<string, string[]> = {}): Record<string, string[]> {
  for (const error of errors) {
    const path = prefix ? `${prefix}.${error.property}` : error.property;
    if (error.constraints) into[path] = Object.values(error.constraints);
    if (error.children?.length) collect(error.children, path, into);
  }
  return into;
}

/** How every input is validated against the contracts' DTOs, over HTTP and on the chat socket alike. */
export const VALIDATOR_OPTIONS = { whitelist: true, forbidNonWhitelisted: true, forbidUnknownValues: true, stopAtFirstError: true } as const;

/**
 * Whitelisting validation with the contracts' DTOs: unknown fields are refused, not silently dropped,
 * and the answer lists the spec's messages per field.
 */
export function createValidationPipe(): ValidationPipe {
  return new ValidationPipe({
    ...VALIDATOR_OPTIONS,
    transform: true,
    validationError: { target: false, value: false },
    exceptionFactory: (errors) => {
      const fields = collect(errors);
      const unknown = Object.entries(fields).filter(([, messages]) => messages.some((m) => m.includes('should not exist')));
      const message = unknown.length > 0 ? `Unknown field(s): ${unknown.map(([f]) => f).join(', ')}` : 'Validation failed';
      return new BadRequestException({ statusCode: 400, message, errors: fields });
    },
  });
}
