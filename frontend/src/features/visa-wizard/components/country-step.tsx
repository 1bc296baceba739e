import { memo, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { TRAVEL_DOCUMENT_TYPES, type TravelDocumentType } from '@evisa/contracts';
import { findCountryByCode, flagEmoji } from '@evisa/contracts/countries';
import { Label, FieldMessage } from '../../../components/ui/label';
import { NativeSelect } from '../../../components/ui/native-select';
import type { SelectOption } from '../../../components/ui/select';
import type { Country } from '../../../lib/api/countries';
import { useHydrating } from '../../../lib/use-hydrating';
import { compareCountryNames } from '../lib/country-order';
import { eligibilityAlert } from '../machines/visa-wizard.model';
import type { CountdownView } from '../hooks/use-countdown-seconds';
import { EligibilityAlert } from './eligibility-alert';
import { FieldError, useFieldError } from './field-error';
import type { StepProps } from './step-props';

export interface CountryStepProps extends StepProps {
  countries: readonly Country[] | undefined;
  loading: boolean;
  loadFailed: boolean;
  countdown: CountdownView;
}

/** The flag of a server country from its alpha-3 code; a globe when the code is unknown. */
export function countryFlag(code: string): string {
  return flagEmoji(findCountryByCode(code)?.alpha2 ?? '');
}

// Memoised: the page re-renders for things this step does not show (e.g. the later steps' code
// arriving), and re-rendering ~200 options each time is the costliest render of the first screen.
export const CountryStep = memo(function CountryStep({ context, send, countries, loading, loadFailed, countdown }: CountryStepProps) {
  const { t } = useTranslation('wizard');
  // In the page prerendered at build time nothing reacts to a choice until the app has adopted it,
  // and adopting it would reset the select: so it opens then, like the country picker.
  const hydrating = useHydrating();
  const sorted = useMemo(
    () => [...(countries ?? [])].sort((a, b) => compareCountryNames(a.name, b.name)),
    [countries],
  );
  const countryOptions: SelectOption[] = useMemo(
    () => sorted.map((c) => ({ value: String(c.id), label: c.name, icon: countryFlag(c.code) })),
    [sorted],
  );
  const documentOptions: SelectOption[] = TRAVEL_DOCUMENT_TYPES.map((d) => ({ value: d.value, label: t(`documentTypes.${d.value}`) }));
  const outcome = eligibilityAlert(context);
  const countryError = useFieldError('wizard-country');
  const documentError = useFieldError('wizard-document-type');

  const selectCountry = (id: string) => {
    const found = sorted.find((c) => String(c.id) === id);
    send({
      type: 'SELECT_COUNTRY',
      country: found ? { id: found.id, code: found.code, name: found.name, visaPolicy: found.visaPolicy } : null,
    });
  };

  return (
    <div className="flex flex-col gap-5">
      <div className="flex flex-col gap-2">
        <Label htmlFor="wizard-country">{t('country.label')}</Label>
        <NativeSelect
          id="wizard-country"
          options={countryOptions}
          value={context.country ? String(context.country.id) : ''}
          onValueChange={selectCountry}
          // While loading, the closed picker itself says so (no extra line that would shift the page when the list arrives).
          placeholder={loading ? t('country.loading') : t('country.placeholder')}
          disabled={loading}
          required
          invalid={countryError.invalid}
          aria-describedby={loadFailed ? 'wizard-country-load-error' : countryError.describedBy}
        />
        <FieldError fieldId="wizard-country" />
        {!loading && !loadFailed && sorted.length === 0 && <FieldMessage tone="hint">{t('country.empty')}</FieldMessage>}
        {loadFailed && <FieldMessage id="wizard-country-load-error">{t('country.loadFailed')}</FieldMessage>}
      </div>
      <div className="flex flex-col gap-2">
        <Label htmlFor="wizard-document-type">{t('country.documentLabel')}</Label>
        <NativeSelect
          id="wizard-document-type"
          options={documentOptions}
          value={context.documentType}
          onValueChange={(value) => send({ type: 'SELECT_DOCUMENT_TYPE', documentType: value as TravelDocumentType })}
          placeholder={t('country.documentPlaceholder')}
          disabled={hydrating}
          required
          invalid={documentError.invalid}
          aria-describedby={documentError.describedBy}
        />
        <FieldError fieldId="wizard-document-type" />
      </div>
      {outcome && context.country && (
        <EligibilityAlert
          outcome={outcome}
          countryName={context.country.name}
          countdown={countdown}
          onGetInsurance={() => send({ type: 'GO_TO_INSURANCE' })}
          onStay={() => send({ type: 'STAY_ON_PAGE' })}
        />
      )}
    </div>
  );
});
