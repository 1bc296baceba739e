import { useTranslation } from 'react-i18next';
import { LIMITS, type PersonalDetails } from '@evisa/contracts';
import { Textarea } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { SupportingDocumentFields } from './supporting-document-fields';
import { FieldError, useFieldError } from './field-error';
import { DateField, TextField } from './fields-with-error';
import type { StepProps } from './step-props';

type PersonalTextField = Exclude<keyof PersonalDetails, 'dateOfBirth' | 'passportIssueDate' | 'passportExpiryDate' | 'address'>;

/** Each with the server's upper bound (contracts DTO, LIMITS), so nothing longer than it takes can be typed or pasted. */
const TEXT_FIELDS: ReadonlyArray<{ field: PersonalTextField; type?: string; autoComplete?: string; maxLength: number }> = [
  { field: 'firstName', autoComplete: 'given-name', maxLength: LIMITS.nameMax },
  { field: 'lastName', autoComplete: 'family-name', maxLength: LIMITS.nameMax },
  { field: 'email', type: 'email', autoComplete: 'email', maxLength: LIMITS.emailMax },
  { field: 'phone', type: 'tel', autoComplete: 'tel', maxLength: LIMITS.phoneMax },
  { field: 'passportNumber', autoComplete: 'off', maxLength: LIMITS.passportNumberMax },
  { field: 'placeOfBirth', autoComplete: 'off', maxLength: LIMITS.textMax },
  { field: 'motherName', autoComplete: 'off', maxLength: LIMITS.nameMax },
  { field: 'fatherName', autoComplete: 'off', maxLength: LIMITS.nameMax },
];

/** Personal and passport details; with a supporting document its number and dates are checked again here. */
export function PersonalDetailsStep({ context, send }: StepProps) {
  const { t } = useTranslation('wizard');
  const update = (patch: Partial<PersonalDetails>) => send({ type: 'UPDATE_PERSONAL', patch });
  const p = context.personal;
  return (
    <div className="flex flex-col gap-6">
      <div className="grid gap-4 sm:grid-cols-2">
        {TEXT_FIELDS.map(({ field, type, autoComplete, maxLength }) => (
          <TextField
            key={field}
            id={`personal-${field}`}
            label={t(`personal.${field}`)}
            type={type ?? 'text'}
            autoComplete={autoComplete}
            maxLength={maxLength}
            value={p[field]}
            onChange={(value) => update({ [field]: value })}
          />
        ))}
      </div>
      <DateField
        id="personal-dateOfBirth"
        label={t('personal.dateOfBirth')}
        kind="dateOfBirth"
        value={p.dateOfBirth}
        today={context.today}
        onChange={(value) => update({ dateOfBirth: value })}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <DateField
          id="personal-passportIssueDate"
          label={t('personal.passportIssueDate')}
          kind="passportIssue"
          value={p.passportIssueDate}
          today={context.today}
          onChange={(value) => update({ passportIssueDate: value })}
        />
        <DateField
          id="personal-passportExpiryDate"
          label={t('personal.passportExpiryDate')}
          kind="passportExpiry"
          value={p.passportExpiryDate}
          today={context.today}
          onChange={(value) => update({ passportExpiryDate: value })}
        />
      </div>
      <AddressField label={t('personal.address')} value={p.address} onChange={(address) => update({ address })} />
      {context.hasSupportingDocument === true && (
        <section aria-labelledby="personal-supporting-title" className="flex flex-col gap-3 border-t border-slate-200 pt-4">
          <h4 id="personal-supporting-title" className="font-semibold text-slate-900">
            {t('personal.supportingTitle')}
          </h4>
          <SupportingDocumentFields context={context} send={send} withCountry={false} />
        </section>
      )}
    </div>
  );
}

function AddressField({ label, value, onChange }: { label: string; value: string; onChange: (value: string) => void }) {
  const error = useFieldError('personal-address');
  return (
    <div className="flex flex-col gap-2">
      <Label htmlFor="personal-address">{label}</Label>
      <Textarea
        id="personal-address"
        autoComplete="street-address"
        maxLength={LIMITS.addressMax}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        required
        invalid={error.invalid}
        aria-describedby={error.describedBy}
      />
      <FieldError fieldId="personal-address" />
    </div>
  );
}
