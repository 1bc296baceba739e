import { DomainError } from '../domain/shared/domain-error.js';

/** The DomainError a decision throws (its refusal); the test fails if it throws nothing or another error. */
export function refusal(run: () => unknown): DomainError {
  try {
    run();
  } catch (error) {
    if (error instanceof DomainError) return error;
    throw error;
  }
  throw new Error('expected a refusal');
}
