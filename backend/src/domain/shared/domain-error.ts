/** Why a command was refused; mapped to HTTP status codes in one place (the API's exception filter). */
export type DomainErrorCode = 'invalid' | 'conflict' | 'not-found' | 'forbidden' | 'too-many';

export class DomainError extends Error {
  constructor(
    readonly code: DomainErrorCode,
    message: string,
    /** Field-level messages, keyed by payload field. */
    readonly errors?: Readonly<Record<string, readonly string[]>>,
  ) {
    super(message);
    this.name = 'DomainError';
  }
}

export const invalid = (message: string, errors?: Record<string, string[]>) => new DomainError('invalid', message, errors);
