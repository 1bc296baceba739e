import { useTranslation } from 'react-i18next';
import {
  LIMITS,
  SUPPORTING_RESIDENCE_COUNTRIES,
  SUPPORTING_VISA_COUNTRIES,
  supportingDocumentNeedsStartDate,
  supportingDocumentCountry,
} from '@evisa/contracts';
import { Checkbox } from '../../../components/ui/checkbox';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { Select } from '../../../components/ui/select';
import { DatePicker } from './date-picker';
import { FieldError, useFieldError } from './field-error';
import type { WizardEvent } from '../machines/visa-wizard.machine';
import type { StepProps } from './step-props';

/**
 * Number, dates and Unlimited of the supporting document. Shared by step 2 (with the country
 * choice) and the personal-details step, which re-checks the dates.
 */
export function SupportingDocumentFields({ context, send, withCountry }: StepProps & { withCountry: boolean }) {
  const { t } = useTranslation('wizard');
  const doc = context.supportingDocument;
  const countryError = useFieldError('supporting-country');
  const numberError = useFieldError('supporting-number');
  const startError = useFieldError('supporting-start');
  const endError = useFieldError('supporting-end');
  if (doc.documentType === '') return null;
  const isVisa = doc.documentType === 'visa';
  const country = supportingDocumentCountry(doc);
  const needsStart = supportingDocumentNeedsStartDate(doc.documentType, country);
  const update = (patch: Extract<WizardEvent, { type: 'UPDATE_SUPPORTING_DOCUMENT' }>['patch']) =>
    send({ type: 'UPDATE_SUPPORTING_DOCUMENT', patch });
  const countryOptions = (isVisa ? SUPPORTING_VISA_COUNTRIES : SUPPORTING_RESIDENCE_COUNTRIES).map((c) => ({
    value: c.value,
    label: t(isVisa ? `supporting.visaCountries.${c.value}` : `supporting.residenceCountries.${c.value}`),
  }));

  return (
    <div className="flex flex-col gap-4">
      {withCountry && (
        <div className="flex flex-col gap-2">
          <Label htmlFor="supporting-country">{isVisa ? t('supporting.visaCountry') : t('supporting.residenceCountry')}</Label>
          <Select
            id="supporting-country"
            options={countryOptions}
            value={country}
            onValueChange={(value) => update(isVisa ? { visaCountry: value } : { residenceCountry: value })}
            placeholder={t('supporting.selectCountry')}
            required
            invalid={countryError.invalid}
            aria-describedby={countryError.describedBy}
          />
          <FieldError fieldId="supporting-country" />
        </div>
      )}
      <div className="flex flex-col gap-2">
        <Label htmlFor="supporting-number">{t('supporting.documentNumber')}</Label>
        <Input
          id="supporting-number"
          value={doc.documentNumber}
          autoComplete="off"
          maxLength={LIMITS.documentNumberMax}
          onChange={(e) => update({ documentNumber: e.target.value })}
          required
          invalid={numberError.invalid}
          aria-describedby={numberError.describedBy}
        />
        <FieldError fieldId="supporting-number" />
      </div>
      {needsStart && (
        <DatePicker
          id="supporting-start"
          label={t('supporting.startDate')}
          kind="supportingDocumentStart"
          value={doc.startDate}
          today={context.today}
          onChange={(value) => update({ startDate: value })}
          invalid={startError.invalid}
          describedBy={startError.describedBy}
        />
      )}
      {needsStart && <FieldError fieldId="supporting-start" />}
      <DatePicker
        id="supporting-end"
        label={needsStart ? t('supporting.endDate') : t('supporting.expiryDate')}
        kind="supportingDocument"
        value={doc.unlimited ? '' : doc.endDate}
        today={context.today}
        disabled={doc.unlimited}
        onChange={(value) => update({ endDate: value })}
        invalid={endError.invalid}
        describedBy={endError.describedBy}
      />
      <FieldError fieldId="supporting-end" />
      <Checkbox
        id="supporting-unlimited"
        checked={doc.unlimited}
        onCheckedChange={(checked) => update({ unlimited: checked })}
        label={t('supporting.unlimited')}
      />
    </div>
  );
}
