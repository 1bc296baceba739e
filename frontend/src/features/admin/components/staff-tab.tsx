import { ADMIN_MESSAGES, STAFF_PASSWORD_MIN_LENGTH, STAFF_ROLES } from '@evisa/contracts';
import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { Input } from '../../../components/ui/input';
import { FieldMessage, Label } from '../../../components/ui/label';
import { Select } from '../../../components/ui/select';
import { toast } from '../../../components/toast/toast-store';
import type { StaffAccount, StaffMember, StaffRole } from '../api/admin-types';
import { useAddStaff, useStaff, useUpdateStaff } from '../api/staff';
import { useErrorMessage } from '../hooks/use-error-message';
import { formatAdminDate } from '../lib/format';
import { useSingleFlight } from '../hooks/use-single-flight';
import { useStaffDraft } from '../hooks/use-staff-draft';
import { ListTable } from './list-table';
import { ResetPasswordDialog } from './reset-password-dialog';
import { Cell, Row } from './responsive-table';

/** Admins only: the staff accounts, adding one, disabling or re-enabling it and changing its role. */
export function StaffTab({ me }: { me: StaffMember }) {
  const { t } = useTranslation('admin');
  const staff = useStaff();
  const columns = [t('staff.columns.name'), t('staff.columns.role'), t('staff.columns.state'), t('staff.columns.actions')];
  return (
    <div className="flex flex-col gap-6">
      <section aria-labelledby="staff-list-title">
        <h2 id="staff-list-title" className="mb-3 text-lg font-semibold text-slate-900">
          {t('staff.title')}
        </h2>
        <ListTable
          caption={t('staff.title')}
          columns={columns}
          query={staff}
          items={staff.data ?? []}
          emptyText={t('staff.empty')}
          renderRow={(account) => <StaffRow key={account.id} account={account} isMe={account.id === me.id} columns={columns} />}
        />
      </section>
      <AddStaffForm />
    </div>
  );
}

function useRoleOptions() {
  const { t } = useTranslation('admin');
  return STAFF_ROLES.map((role) => ({ value: role, label: t(`roles.${role}`) }));
}

function useNotifyError() {
  const messageOf = useErrorMessage();
  return (error: unknown) => toast({ title: ADMIN_MESSAGES.error, description: messageOf(error), variant: 'destructive' });
}

function StaffRow({ account, isMe, columns }: { account: StaffAccount; isMe: boolean; columns: string[] }) {
  const { t } = useTranslation('admin');
  const update = useUpdateStaff();
  const roleOptions = useRoleOptions();
  const roleId = useId();
  const once = useSingleFlight();
  const notifyError = useNotifyError();
  const change = (patch: { disabled?: boolean; role?: StaffRole }, done: string) =>
    void once(() =>
      update.mutateAsync({ id: account.id, ...patch }).then(() => toast({ title: ADMIN_MESSAGES.success, description: done }), notifyError),
    );

  return (
    <Row>
      <Cell label={columns[0]}>
        <p className="font-semibold text-slate-900">
          {account.name} {isMe && <span className="font-normal text-slate-600">({t('staff.you')})</span>}
        </p>
        <p className="break-all text-slate-700">{account.email}</p>
        <p className="text-xs text-slate-600">{t('staff.since', { date: formatAdminDate(account.createdAt) })}</p>
      </Cell>
      <Cell label={columns[1]}>
        <label htmlFor={roleId} className="sr-only">
          {t('staff.roleFor', { name: account.name })}
        </label>
        <Select
          id={roleId}
          options={roleOptions}
          value={update.isPending && update.variables?.role ? update.variables.role : account.role}
          // Changing one's own role could lock the last admin out: another admin does it. Not disabled
          // while saving (the focus would drop to the page's start); a change meanwhile is not sent.
          disabled={isMe}
          onValueChange={(role) => change({ role: role as StaffRole }, t('staff.roleChanged', { name: account.name }))}
        />
      </Cell>
      <Cell label={columns[2]}>
        {account.disabled ? <Badge colour="red">{t('staff.disabled')}</Badge> : <Badge colour="green">{t('staff.active')}</Badge>}
      </Cell>
      <Cell label={isMe ? undefined : columns[3]}>
        {!isMe && (
          <div className="flex flex-wrap gap-2">
            <Button
              variant={account.disabled ? 'outline' : 'danger'}
              // Loading (refuses clicks, keeps the focus), not disabled: it turns into Enable or Disable in place.
              loading={update.isPending && update.variables?.disabled !== undefined}
              onClick={() =>
                change(
                  { disabled: !account.disabled },
                  account.disabled ? t('staff.enabledDone', { name: account.name }) : t('staff.disabledDone', { name: account.name }),
                )
              }
              aria-label={account.disabled ? t('staff.enableFor', { name: account.name }) : t('staff.disableFor', { name: account.name })}
            >
              {account.disabled ? t('staff.enable') : t('staff.disable')}
            </Button>
            <ResetPasswordDialog account={account} />
          </div>
        )}
      </Cell>
    </Row>
  );
}

const EMPTY_DRAFT = { email: '', name: '', role: 'agent' as StaffRole };

/**
 * Adding an account. What was typed outlives a session that ends under the form (it comes back after
 * signing in again, see useStaffDraft), except the password: a password is never kept, so it is typed
 * again.
 */
function AddStaffForm() {
  const { t } = useTranslation('admin');
  const add = useAddStaff();
  const roleOptions = useRoleOptions();
  const [draft, setDraft] = useStaffDraft(['add-staff'], EMPTY_DRAFT);
  const [password, setPassword] = useState('');
  const form = { ...draft, password };
  const setForm = ({ password: typed, ...rest }: typeof form) => {
    setDraft(rest);
    setPassword(typed);
  };
  const once = useSingleFlight();
  const notifyError = useNotifyError();
  const ids = { email: useId(), name: useId(), nameError: useId(), role: useId(), password: useId(), passwordHint: useId() };
  const nameInput = useRef<HTMLInputElement>(null);
  const [nameBlank, setNameBlank] = useState(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // 'required' lets a name of spaces through, which the trim sends as '' (an account without a name).
    if (!form.name.trim()) {
      setNameBlank(true);
      nameInput.current?.focus();
      return;
    }
    void once(() =>
      add.mutateAsync({ ...form, email: form.email.trim(), name: form.name.trim() }).then(() => {
        toast({ title: ADMIN_MESSAGES.success, description: t('staff.added', { name: form.name.trim() }) });
        setForm({ ...EMPTY_DRAFT, password: '' });
      }, notifyError),
    );
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('staff.addTitle')}</CardTitle>
      </CardHeader>
      <CardContent>
        <form onSubmit={submit} className="grid gap-4 sm:grid-cols-2">
          <div className="flex flex-col gap-1">
            <Label htmlFor={ids.name}>{t('staff.fields.name')}</Label>
            <Input
              ref={nameInput}
              id={ids.name}
              required
              autoComplete="off"
              invalid={nameBlank}
              aria-describedby={nameBlank ? ids.nameError : undefined}
              value={form.name}
              onChange={(e) => {
                setForm({ ...form, name: e.target.value });
                setNameBlank(false);
              }}
            />
            {nameBlank && <FieldMessage id={ids.nameError}>{t('staff.nameRequired')}</FieldMessage>}
          </div>
          <div className="flex flex-col gap-1">
            <Label htmlFor={ids.email}>{t('staff.fields.email')}</Label>
            <Input
              id={ids.email}
              type="email"
              required
              autoComplete="off"
              value={form.email}
              onChange={(e) => setForm({ ...form, email: e.target.value })}
            />
          </div>
          <div className="flex flex-col gap-1">
            <Label htmlFor={ids.role}>{t('staff.fields.role')}</Label>
            <Select id={ids.role} options={roleOptions} value={form.role} onValueChange={(role) => setForm({ ...form, role: role as StaffRole })} />
          </div>
          <div className="flex flex-col gap-1">
            <Label htmlFor={ids.password}>{t('staff.fields.password')}</Label>
            <Input
              id={ids.password}
              type="password"
              required
              autoComplete="new-password"
              minLength={STAFF_PASSWORD_MIN_LENGTH}
              aria-describedby={ids.passwordHint}
              value={form.password}
              onChange={(e) => setForm({ ...form, password: e.target.value })}
            />
            <FieldMessage tone="hint" id={ids.passwordHint}>
              {t('staff.passwordHint', { min: STAFF_PASSWORD_MIN_LENGTH })}
            </FieldMessage>
          </div>
          <div className="sm:col-span-2">
            <Button type="submit" loading={add.isPending}>
              {t('staff.add')}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
