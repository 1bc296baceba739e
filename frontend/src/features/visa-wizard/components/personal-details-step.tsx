import { useTranslation } from 'react-i18next';
import type { PersonalDetails } from '@evisa/contracts';
import { Input, Textarea } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { DatePicker } from './date-picker';
import { SupportingDocumentFields } from './supporting-document-fields';
import type { StepProps } from './step-props';

type TextField = Exclude<keyof PersonalDetails, 'dateOfBirth' | 'passportIssueDate' | 'passportExpiryDate' | 'address'>;

const TEXT_FIELDS: ReadonlyArray<{ field: TextField; type?: string; autoComplete?: string }> = [
  { field: 'firstName', autoComplete: 'given-name' },
  { field: 'lastName', autoComplete: 'family-name' },
  { field: 'email', type: 'email', autoComplete: 'email' },
  { field: 'phone', type: 'tel', autoComplete: 'tel' },
  { field: 'passportNumber', autoComplete: 'off' },
  { field: 'placeOfBirth', autoComplete: 'off' },
  { field: 'motherName', autoComplete: 'off' },
  { field: 'fatherName', autoComplete: 'off' },
];

/** Personal and passport details; with a supporting document its number and dates are checked again here. */
export function PersonalDetailsStep({ context, send }: StepProps) {
  const { t } = useTranslation('wizard');
  const update = (patch: Partial<PersonalDetails>) => send({ type: 'UPDATE_PERSONAL', patch });
  const p = context.personal;
  return (
    <div className="flex flex-col gap-6">
      <div className="grid gap-4 sm:grid-cols-2">
        {TEXT_FIELDS.map(({ field, type, autoComplete }) => (
          <div key={field} className="flex flex-col gap-2">
            <Label htmlFor={`personal-${field}`}>{t(`personal.${field}`)}</Label>
            <Input
              id={`personal-${field}`}
              type={type ?? 'text'}
              autoComplete={autoComplete}
              value={p[field]}
              onChange={(e) => update({ [field]: e.target.value })}
              required
            />
          </div>
        ))}
      </div>
      <DatePicker
        id="personal-dateOfBirth"
        label={t('personal.dateOfBirth')}
        kind="dateOfBirth"
        value={p.dateOfBirth}
        today={context.today}
        onChange={(value) => update({ dateOfBirth: value })}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <DatePicker
          id="personal-passportIssueDate"
          label={t('personal.passportIssueDate')}
          kind="passportIssue"
          value={p.passportIssueDate}
          today={context.today}
          onChange={(value) => update({ passportIssueDate: value })}
        />
        <DatePicker
          id="personal-passportExpiryDate"
          label={t('personal.passportExpiryDate')}
          kind="passportExpiry"
          value={p.passportExpiryDate}
          today={context.today}
          onChange={(value) => update({ passportExpiryDate: value })}
        />
      </div>
      <div className="flex flex-col gap-2">
        <Label htmlFor="personal-address">{t('personal.address')}</Label>
        <Textarea
          id="personal-address"
          autoComplete="street-address"
          value={p.address}
          onChange={(e) => update({ address: e.target.value })}
          required
        />
      </div>
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
