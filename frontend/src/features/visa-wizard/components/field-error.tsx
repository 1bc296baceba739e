import { createContext, useContext } from 'react';

/**
 * The refused check's message, shown under the control it is about and tied to it (aria-invalid,
 * aria-describedby). The toast alone goes after a few seconds and belongs to no field: a screen
 * reader that lands on the field (the page moves focus there) said only its label, and nothing
 * on the page said which field was wrong once the toast had gone.
 */
export interface FieldErrorState {
  /** The id of the control in error; null when no field is. */
  fieldId: string | null;
  message: string;
}

const FieldErrorContext = createContext<FieldErrorState>({ fieldId: null, message: '' });

export const FieldErrorProvider = FieldErrorContext.Provider;

export function fieldErrorMessageId(fieldId: string): string {
  return `${fieldId}-error`;
}

/** What the control `fieldId` takes: aria-invalid and the message's id while the error is about it. */
export function useFieldError(fieldId: string): { invalid: boolean; describedBy: string | undefined } {
  const error = useContext(FieldErrorContext);
  const invalid = error.fieldId === fieldId;
  return { invalid, describedBy: invalid ? fieldErrorMessageId(fieldId) : undefined };
}

/** The message line under the control `fieldId`, while the error is about it. */
export function FieldError({ fieldId }: { fieldId: string }) {
  const error = useContext(FieldErrorContext);
  if (error.fieldId !== fieldId) return null;
  // Not a live region: the toast announces the error, and the field, focused, reads this as its description.
  return (
    <p id={fieldErrorMessageId(fieldId)} className="text-sm text-red-700" data-testid="field-error">
      {error.message}
    </p>
  );
}
