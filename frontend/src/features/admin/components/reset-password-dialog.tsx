import { ADMIN_MESSAGES } from '@evisa/contracts';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent, DialogFooter, DialogTrigger } from '../../../components/ui/dialog';
import { FieldMessage } from '../../../components/ui/label';
import { toast } from '../../../components/toast/toast-store';
import type { StaffAccount } from '../api/admin-types';
import { useResetStaffPassword } from '../api/staff-password';
import { fieldErrorsOf } from '../lib/error-message';
import { useErrorMessage } from '../hooks/use-error-message';
import { useSingleFlight } from '../hooks/use-single-flight';
import { checkNewPassword, NewPasswordFields, type NewPasswordErrors } from './password-fields';

const EMPTY = { newPassword: '', repeat: '' };
type Errors = NewPasswordErrors & { form?: string };

/**
 * Admins only, for another member (one's own goes through "Change password", which asks for the
 * current one): sets a new password; the member is signed out everywhere and signs in with it.
 */
export function ResetPasswordDialog({ account }: { account: StaffAccount }) {
  const { t } = useTranslation('admin');
  const reset = useResetStaffPassword();
  const [open, setOpen] = useState(false);
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<Errors>({});
  const once = useSingleFlight();
  const messageOf = useErrorMessage();
  const refs = { newPassword: useRef<HTMLInputElement>(null), repeat: useRef<HTMLInputElement>(null) };

  const onOpenChange = (next: boolean) => {
    if (!next && reset.isPending) return;
    setValues(EMPTY);
    setErrors({});
    setOpen(next);
  };

  const show = (found: Errors) => {
    setErrors(found);
    const first = (['newPassword', 'repeat'] as const).find((field) => found[field]);
    if (first) refs[first].current?.focus();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void once(save);
  };

  const save = async () => {
    const found = checkNewPassword(values, t);
    if (Object.keys(found).length) return show(found);
    try {
      await reset.mutateAsync({ id: account.id, newPassword: values.newPassword });
      toast({ title: ADMIN_MESSAGES.success, description: t('password.resetDone', { name: account.name }) });
      setValues(EMPTY);
      setErrors({});
      setOpen(false);
    } catch (error) {
      const fields = fieldErrorsOf(error);
      show(fields.newPassword ? { newPassword: fields.newPassword } : { form: messageOf(error) });
    }
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>
        <Button variant="outline" aria-label={t('password.resetOpenFor', { name: account.name })}>
          {t('password.resetOpen')}
        </Button>
      </DialogTrigger>
      <DialogContent title={t('password.resetTitle', { name: account.name })} description={t('password.resetDescription', { name: account.name })}>
        <form className="flex flex-col gap-4" noValidate onSubmit={submit}>
          <NewPasswordFields
            values={values}
            errors={errors}
            onChange={setValues}
            readOnly={reset.isPending}
            newPasswordRef={refs.newPassword}
            repeatRef={refs.repeat}
          />
          {errors.form && <FieldMessage>{errors.form}</FieldMessage>}
          <DialogFooter>
            <Button variant="outline" onClick={() => onOpenChange(false)} disabled={reset.isPending}>
              {t('password.cancel')}
            </Button>
            <Button type="submit" variant="danger" loading={reset.isPending}>
              {reset.isPending ? t('password.saving') : t('password.resetSubmit')}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
