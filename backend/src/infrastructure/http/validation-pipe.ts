import { type ArgumentMetadata, BadRequestException, ValidationPipe, type ValidationError } from '@nestjs/common';
import { MESSAGES } from '@evisa/contracts';

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

/** How deep `unstorableCharacterAt` looks; deeper input is refused by the DTOs anyway. */
const MAX_DEPTH = 8;

/** U+0000, or half of a surrogate pair on its own (\p{Cs} matches only unpaired halves under /u). */
const UNSTORABLE = /[\u0000\p{Cs}]/u;

/**
 * Where a string of the input holds a character Postgres cannot store (as a field path, '' for the
 * input itself), or undefined: U+0000 and unpaired surrogates are valid in JSON but not in Postgres
 * text or jsonb ('invalid byte sequence', 'unsupported Unicode escape sequence'). Such a string got
 * as far as the database and failed there with a 500, or, inside an encrypted field, was stored and
 * then stopped the projections that write it out. No real name, message or search term has one.
 */
export function unstorableCharacterAt(value: unknown, path = '', depth = 0): string | undefined {
  if (typeof value === 'string') return UNSTORABLE.test(value) ? path : undefined;
  if (typeof value !== 'object' || value === null || depth > MAX_DEPTH) return undefined;
  for (const [key, item] of Object.entries(value)) {
    const at = unstorableCharacterAt(item, path ? `${path}.${key}` : key, depth + 1);
    if (at !== undefined) return at;
  }
  return undefined;
}

/** The 400 for an input holding such a character, naming the field (the spec's 'Invalid input'). */
function unstorableCharacterRefusal(field: string): BadRequestException {
  return new BadRequestException({ statusCode: 400, message: 'Validation failed', errors: { [field]: [MESSAGES.invalidInput] } });
}

/** The contracts' validation, after refusing unstorable characters in any body, query or path parameter. */
class ContractValidationPipe extends ValidationPipe {
  override async transform(value: unknown, metadata: ArgumentMetadata): Promise<unknown> {
    // Custom parameter decorators (the staff session) carry our own values, not the client's. Global
    // pipes also see the chat socket's payload, typed `unknown` (metatype Object): the gateway checks
    // it itself, answering with its acknowledgement rather than an exception event.
    const judged = metadata.type !== 'custom' && metadata.metatype !== Object;
    const at = judged ? unstorableCharacterAt(value) : undefined;
    if (at !== undefined) throw unstorableCharacterRefusal(at || metadata.data || metadata.type);
    return super.transform(value, metadata);
  }
}

/**
 * Whitelisting validation with the contracts' DTOs: unknown fields are refused, not silently dropped,
 * and the answer lists the spec's messages per field.
 */
export function createValidationPipe(): ValidationPipe {
  return new ContractValidationPipe({
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
