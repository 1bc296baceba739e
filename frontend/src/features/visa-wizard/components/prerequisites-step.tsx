import { useTranslation } from 'react-i18next';
import { LIMITS, PREREQUISITE_KEYS } from '@evisa/contracts';
import { currentLanguage } from '../../../i18n/i18n';
import { displayUsd } from '../../../lib/format';
import { Checkbox } from '../../../components/ui/checkbox';
import type { StepProps } from './step-props';
import { FieldError, useFieldError } from './field-error';

/** The 6-step variant's checklist: all five confirmations are needed to continue. */
export function PrerequisitesStep({ context, send }: StepProps) {
  const { t, i18n } = useTranslation('wizard');
  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm text-slate-700">{t('prerequisites.intro')}</p>
      <ul className="flex flex-col gap-3">
        {PREREQUISITE_KEYS.map((key) => (
          <li key={key} className="rounded-lg border border-slate-200 p-3">
            <Prerequisite
              id={`prerequisite-${key}`}
              checked={context.prerequisites[key]}
              onCheckedChange={(confirmed) => send({ type: 'SET_PREREQUISITE', key, confirmed })}
              label={t(`prerequisites.items.${key}`, { amount: displayUsd(LIMITS.minFundsPerDayCents, currentLanguage(i18n)) })}
            />
          </li>
        ))}
      </ul>
    </div>
  );
}

/** One confirmation; the refused check's message goes under the first one left unticked. */
function Prerequisite({ id, ...props }: { id: string; checked: boolean; onCheckedChange: (checked: boolean) => void; label: string }) {
  const error = useFieldError(id);
  return (
    <>
      <Checkbox id={id} {...props} invalid={error.invalid} aria-describedby={error.describedBy} />
      <FieldError fieldId={id} />
    </>
  );
}
