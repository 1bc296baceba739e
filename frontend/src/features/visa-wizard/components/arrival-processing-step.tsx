import { useTranslation } from 'react-i18next';
import { processingOptionsFor } from '@evisa/contracts';
import { displayUsd } from '../../../lib/format';
import { Alert } from '../../../components/ui/alert';
import { RadioGroup } from '../../../components/ui/radio-group';
import { currentLanguage } from '../../../i18n/i18n';
import { availableOptions, usesDocumentPrices } from '../machines/visa-wizard.model';
import { DatePicker } from './date-picker';
import { FieldError, useFieldError } from './field-error';
import type { StepProps } from './step-props';

/** Step 3: arrival date and processing speed; options too slow for the arrival date are hidden. */
export function ArrivalProcessingStep({ context, send }: StepProps) {
  const { t, i18n } = useTranslation('wizard');
  const language = currentLanguage(i18n);
  const withDocument = usesDocumentPrices(context);
  const offered = availableOptions(context, context.today);
  const all = processingOptionsFor(withDocument);
  const offeredValues = new Set(offered.map((o) => o.value));
  const dateError = useFieldError('arrival-date');

  return (
    <div className="flex flex-col gap-5">
      <DatePicker
        id="arrival-date"
        label={t('arrival.dateLabel')}
        kind="arrival"
        value={context.arrivalDate}
        min={context.today}
        today={context.today}
        onChange={(value) => send({ type: 'SET_ARRIVAL_DATE', arrivalDate: value })}
        invalid={dateError.invalid}
        describedBy={dateError.describedBy}
      />
      <FieldError fieldId="arrival-date" />
      <div className="flex flex-col gap-2">
        <p id="processing-type-label" className="text-sm font-medium text-slate-800">
          {t('arrival.processingLabel')}
        </p>
        {offered.length === 0 ? (
          <Alert variant="orange" title={t('arrival.noOptionsTitle')}>
            {t('arrival.noOptions')}
          </Alert>
        ) : (
          <RadioGroup
            idPrefix="processing"
            aria-labelledby="processing-type-label"
            value={context.processingType}
            onValueChange={(value) => send({ type: 'SELECT_PROCESSING_TYPE', processingType: value })}
            options={all
              .filter((o) => offeredValues.has(o.value))
              .map((o) => ({
                value: o.value,
                label: (
                  <span className="flex items-center justify-between gap-3">
                    <span>{t(`common:processingTypes.${o.value}`)}</span>
                    <span className="font-semibold">{displayUsd(o.priceCents, language)}</span>
                  </span>
                ),
                description: t('arrival.readyIn', { time: t(`arrival.readyTimes.${o.readyTime}`) }),
              }))}
          />
        )}
        {offered.length > 0 && offered.length < all.length && (
          <p className="text-sm text-slate-600">{t('arrival.someHidden')}</p>
        )}
      </div>
    </div>
  );
}
