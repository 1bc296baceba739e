import { useTranslation } from 'react-i18next';
import { insuranceProductCovers, insuranceProductPriceCents, suggestedInsuranceProduct, type InsuranceProductView } from '@evisa/contracts';
import { RadioGroup } from '../../../components/ui/radio-group';
import { displayUsd } from '../../../lib/format';
import { currentLanguage } from '../../../i18n/i18n';
import { FieldError, useFieldError } from '../../visa-wizard/components/field-error';

/** A plan's period in the traveller's language (the API's names are English). */
export function usePlanLabel() {
  const { t } = useTranslation('insurance');
  return (product: Pick<InsuranceProductView, 'durationDays'>) =>
    product.durationDays >= 365 ? t('plans.oneYear') : t('plans.days', { days: product.durationDays });
}

export interface PlanSelectorProps {
  products: readonly InsuranceProductView[];
  productId: number | null;
  /** The trip's days once both dates are valid; null before. */
  tripDays: number | null;
  onSelect: (productId: number) => void;
  disabled?: boolean;
}

/** The policy period: the seven plans by duration, each with its price; plans too short for the trip are disabled with the reason. */
export function PlanSelector({ products, productId, tripDays, onSelect, disabled }: PlanSelectorProps) {
  const { t, i18n } = useTranslation('insurance');
  const label = usePlanLabel();
  const language = currentLanguage(i18n);
  const error = useFieldError('insurance-plans');
  const suggestedId = tripDays === null ? null : (suggestedInsuranceProduct(tripDays)?.id ?? null);
  return (
    <section aria-labelledby="insurance-plans-title" className="flex flex-col gap-3">
      <h2 id="insurance-plans-title" className="text-lg font-semibold text-slate-900">
        {t('plans.title')}
      </h2>
      {tripDays === null && <p className="text-sm text-slate-700">{t('plans.chooseDates')}</p>}
      <RadioGroup
        aria-labelledby="insurance-plans-title"
        aria-describedby={error.describedBy}
        idPrefix="insurance-plan"
        name="insurance-plan"
        value={productId === null ? undefined : String(productId)}
        onValueChange={(value) => onSelect(Number(value))}
        disabled={disabled}
        className="sm:grid sm:grid-cols-2"
        options={products.map((product) => {
          const covers = tripDays === null || insuranceProductCovers(product, tripDays);
          return {
            value: String(product.id),
            label: (
              <span className="flex flex-wrap items-baseline justify-between gap-x-3">
                <span className="font-semibold">{label(product)}</span>
                <span data-testid={`plan-price-${product.id}`}>{displayUsd(insuranceProductPriceCents(product), language)}</span>
              </span>
            ),
            description: !covers
              ? t('plans.tooShort', { planDays: product.durationDays, tripDays })
              : product.id === suggestedId
                ? t('plans.suggested')
                : undefined,
            disabled: !covers,
          };
        })}
      />
      <FieldError fieldId="insurance-plans" />
    </section>
  );
}
