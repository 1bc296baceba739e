import { STAFF_PASSWORD_MIN_LENGTH } from '@evisa/contracts';
import { useId, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { Input } from '../../../components/ui/input';
import { FieldMessage, Label } from '../../../components/ui/label';

export interface NewPasswordValues {
  newPassword: string;
  repeat: string;
}

export type NewPasswordErrors = Partial<Record<keyof NewPasswordValues, string>>;

/**
 * The client-side checks the server would make anyway (length), plus the one only the form can make
 * (the two copies match), so a typo is caught before it becomes someone's password.
 */
export function checkNewPassword(values: NewPasswordValues, t: (key: string, options?: Record<string, unknown>) => string): NewPasswordErrors {
  const errors: NewPasswordErrors = {};
  if (values.newPassword.length < STAFF_PASSWORD_MIN_LENGTH) errors.newPassword = t('password.tooShort', { min: STAFF_PASSWORD_MIN_LENGTH });
  else if (values.repeat !== values.newPassword) errors.repeat = t('password.mismatch');
  return errors;
}

/** One labelled password input with its hint and error, both referenced from aria-describedby. */
export function PasswordField({
  label,
  value,
  onChange,
  error,
  hint,
  autoComplete,
  readOnly,
  inputRef,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  hint?: string;
  autoComplete: 'current-password' | 'new-password';
  readOnly?: boolean;
  inputRef?: Ref<HTMLInputElement>;
}) {
  const id = useId();
  const hintId = useId();
  const errorId = useId();
  const describedBy = [hint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className="flex flex-col gap-1">
      <Label htmlFor={id}>{label}</Label>
      <Input
        ref={inputRef}
        id={id}
        type="password"
        autoComplete={autoComplete}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        invalid={Boolean(error)}
        aria-describedby={describedBy}
        // Read-only rather than disabled while saving: a disabled field would drop the focus to the page's start.
        readOnly={readOnly}
        maxLength={256}
      />
      {hint && (
        <FieldMessage tone="hint" id={hintId}>
          {hint}
        </FieldMessage>
      )}
      {error && <FieldMessage id={errorId}>{error}</FieldMessage>}
    </div>
  );
}

/** The new password and its repeat, with the minimum length as a hint. */
export function NewPasswordFields({
  values,
  errors,
  onChange,
  readOnly,
  newPasswordRef,
  repeatRef,
}: {
  values: NewPasswordValues;
  errors: NewPasswordErrors;
  onChange: (values: NewPasswordValues) => void;
  readOnly?: boolean;
  newPasswordRef?: Ref<HTMLInputElement>;
  repeatRef?: Ref<HTMLInputElement>;
}) {
  const { t } = useTranslation('admin');
  return (
    <>
      <PasswordField
        label={t('password.new')}
        value={values.newPassword}
        onChange={(newPassword) => onChange({ ...values, newPassword })}
        error={errors.newPassword}
        hint={t('password.hint', { min: STAFF_PASSWORD_MIN_LENGTH })}
        autoComplete="new-password"
        readOnly={readOnly}
        inputRef={newPasswordRef}
      />
      <PasswordField
        label={t('password.repeat')}
        value={values.repeat}
        onChange={(repeat) => onChange({ ...values, repeat })}
        error={errors.repeat}
        autoComplete="new-password"
        readOnly={readOnly}
        inputRef={repeatRef}
      />
    </>
  );
}
