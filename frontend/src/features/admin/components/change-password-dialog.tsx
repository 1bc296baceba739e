import { ADMIN_MESSAGES } from '@evisa/contracts';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent, DialogFooter, DialogTrigger } from '../../../components/ui/dialog';
import { FieldMessage } from '../../../components/ui/label';
import { toast } from '../../../components/toast/toast-store';
import { useChangeOwnPassword } from '../api/staff-password';
import { fieldErrorsOf } from '../lib/error-message';
import { useErrorMessage } from '../hooks/use-error-message';
import { useSingleFlight } from '../hooks/use-single-flight';
import { checkNewPassword, NewPasswordFields, PasswordField, type NewPasswordErrors, type NewPasswordValues } from './password-fields';

const EMPTY = { current: '', newPassword: '', repeat: '' };
type Errors = NewPasswordErrors & { current?: string; form?: string };

/**
 * Any signed-in staff member: changes their own password (the current one required). The server ends
 * their other sessions and keeps this one, so the dialog just closes with a confirmation.
 */
export function ChangePasswordDialog() {
  const { t } = useTranslation('admin');
  const change = useChangeOwnPassword();
  const [open, setOpen] = useState(false);
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<Errors>({});
  const once = useSingleFlight();
  const messageOf = useErrorMessage();
  const refs = { current: useRef<HTMLInputElement>(null), newPassword: useRef<HTMLInputElement>(null), repeat: useRef<HTMLInputElement>(null) };

  const onOpenChange = (next: boolean) => {
    // No closing half-way: the answer decides whether the password changed.
    if (!next && change.isPending) return;
    setValues(EMPTY);
    setErrors({});
    setOpen(next);
  };

  /** Shows the errors and moves the focus to the first field that has one. */
  const show = (found: Errors) => {
    setErrors(found);
    const first = (['current', 'newPassword', 'repeat'] as const).find((field) => found[field]);
    if (first) refs[first].current?.focus();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void once(save);
  };

  const save = async () => {
    const found: Errors = { ...(values.current ? {} : { current: t('password.currentRequired') }), ...checkNewPassword(values, t) };
    if (Object.keys(found).length) return show(found);
    try {
      await change.mutateAsync({ currentPassword: values.current, newPassword: values.newPassword });
      toast({ title: ADMIN_MESSAGES.success, description: t('password.changed') });
      setValues(EMPTY);
      setErrors({});
      setOpen(false);
    } catch (error) {
      const fields = fieldErrorsOf(error);
      if (fields.currentPassword) {
        setValues({ ...values, current: '' });
        show({ current: fields.currentPassword });
      } else if (fields.newPassword) show({ newPassword: fields.newPassword });
      else show({ form: messageOf(error) });
    }
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>
        <Button variant="outline">{t('password.open')}</Button>
      </DialogTrigger>
      <DialogContent title={t('password.title')} description={t('password.description')}>
        <form className="flex flex-col gap-4" noValidate onSubmit={submit}>
          <PasswordField
            label={t('password.current')}
            value={values.current}
            onChange={(current) => setValues({ ...values, current })}
            error={errors.current}
            autoComplete="current-password"
            readOnly={change.isPending}
            inputRef={refs.current}
          />
          <NewPasswordFields
            values={values}
            errors={errors}
            onChange={(next: NewPasswordValues) => setValues({ ...values, ...next })}
            readOnly={change.isPending}
            newPasswordRef={refs.newPassword}
            repeatRef={refs.repeat}
          />
          {errors.form && <FieldMessage>{errors.form}</FieldMessage>}
          <DialogFooter>
            <Button variant="outline" onClick={() => onOpenChange(false)} disabled={change.isPending}>
              {t('password.cancel')}
            </Button>
            <Button type="submit" loading={change.isPending}>
              {change.isPending ? t('password.saving') : t('password.submit')}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
