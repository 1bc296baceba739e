import { type ArgumentMetadata, BadRequestException, ValidationPipe, type ValidationError } from '@nestjs/common';
import { MESSAGES } from '@evisa/contracts';

/**
 * The message of the first rule a field breaks, in the order its DTO writes them (`@IsString() @MaxLength(254)`:
 * not a string, then too long). TypeScript applies stacked decorators bottom-up, so class-validator
 * registers, runs and lists a property's rules last-written first; with its stopAtFirstError, 123 as
 * an email was answered with MaxLength's message, the type check never reached. So every rule runs
 * (each checks the type it needs itself) and the last one listed, the first written, answers. The
 * nested-object check (@ValidateNested, "must be either object or array") is listed after the rules
 * whatever the order, and the DTOs write it after them: it answers only when no rule is broken.
 */
export function firstWrittenRuleMessage(constraints: Record<string, string> | undefined): string | undefined {
  if (!constraints) return undefined;
  const { nestedValidation, ...rules } = constraints;
  return Object.values(rules).at(-1) ?? nestedValidation;
}

function collect(errors: ValidationError[], prefix = '', into: Record<string, string[]> = {}): Record<string, string[]> {
  for (const error of errors) {
    const path = prefix ? `${prefix}.${error.property}` : error.property;
    const message = firstWrittenRuleMessage(error.constraints);
    if (message !== undefined) into[path] = [message];
    if (error.children?.length) collect(error.children, path, into);
  }
  return into;
}

/**
 * How every input is validated against the contracts' DTOs, over HTTP and on the chat socket alike.
 * Not stopAtFirstError: it stops at the last-written rule, not the first (see firstWrittenRuleMessage).
 */
export const VALIDATOR_OPTIONS = { whitelist: true, forbidNonWhitelisted: true, forbidUnknownValues: true } as const;

/**
 * How deep input may nest: deeper than any contract's DTO (the deepest, a parent ID photo of an
 * insurance submission, is an object in an array in the body). class-transformer walks input
 * recursively, so 40,000 nested arrays (80 kB) overflowed the stack and answered 500.
 */
const MAX_NESTING = 8;

/**
 * How many values (objects, arrays and the scalars in them) input may hold: the largest contract, an
 * insurance submission with its four parent ID photos, holds under a hundred. Within the 100 kB body
 * limit a field could carry an array of 45,000 numbers, which class-transformer copies element by
 * element and the checks below walk: about 25 ms of CPU per request on a warm server (up to half a
 * second on this machine) against half a millisecond for a string of the same size. Refused before
 * any of that, and the walk that counts stops at the limit.
 */
const MAX_VALUES = 1000;

/**
 * Whether input is too large to judge: an object or array `maxDepth` or more levels below the input
 * itself, or more than `maxValues` values in all (walked without recursion, stopping at the limit).
 */
export function inputTooLarge(value: unknown, maxDepth = MAX_NESTING, maxValues = MAX_VALUES): boolean {
  const stack: [unknown, number][] = [[value, 0]];
  let values = 1;
  while (stack.length > 0) {
    const [item, depth] = stack.pop()!;
    if (typeof item !== 'object' || item === null) continue;
    if (depth >= maxDepth) return true;
    // Counted before the children are listed: a 45,000-element array is refused on its length alone.
    values += Array.isArray(item) ? item.length : Object.keys(item).length;
    if (values > maxValues) return true;
    for (const child of Object.values(item)) stack.push([child, depth + 1]);
  }
  return false;
}

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
  // Only called on input no deeper than MAX_NESTING nor larger than MAX_VALUES (see the pipe); the bound keeps it so.
  if (typeof value !== 'object' || value === null || depth > MAX_NESTING) return undefined;
  for (const [key, item] of Object.entries(value)) {
    const at = unstorableCharacterAt(item, path ? `${path}.${key}` : key, depth + 1);
    if (at !== undefined) return at;
  }
  return undefined;
}

/** The 400 for an input holding such a character, nested too deep or too large, naming the field (the spec's 'Invalid input'). */
function invalidInputRefusal(field: string): BadRequestException {
  return new BadRequestException({ statusCode: 400, message: 'Validation failed', errors: { [field]: [MESSAGES.invalidInput] } });
}

/** The contracts' validation, after refusing input nested too deep, too large or holding unstorable characters (bodies, queries, path parameters). */
class ContractValidationPipe extends ValidationPipe {
  override async transform(value: unknown, metadata: ArgumentMetadata): Promise<unknown> {
    // Custom parameter decorators (the staff session) carry our own values, not the client's. Global
    // pipes also see the chat socket's payload, typed `unknown` (metatype Object): the gateway checks
    // it itself, answering with its acknowledgement rather than an exception event.
    const judged = metadata.type !== 'custom' && metadata.metatype !== Object;
    if (judged && inputTooLarge(value)) throw invalidInputRefusal(metadata.data || metadata.type);
    const at = judged ? unstorableCharacterAt(value) : undefined;
    if (at !== undefined) throw invalidInputRefusal(at || metadata.data || metadata.type);
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
