import { useTranslation } from 'react-i18next';
import { cn } from '../../../lib/cn';
import type { WizardStep } from '../machines/visa-wizard.model';

/** Progress through the 5 or 6 steps; the current step is marked for assistive technology. */
export function WizardStepper({ steps, current }: { steps: readonly WizardStep[]; current: WizardStep }) {
  const { t } = useTranslation('wizard');
  const currentIndex = steps.indexOf(current);
  return (
    <nav aria-label={t('stepper.label')}>
      <p className="mb-2 text-sm text-slate-600 sm:hidden">
        {t('stepper.stepOf', { current: currentIndex + 1, total: steps.length })}
      </p>
      <ol className="flex items-center gap-1 sm:gap-2">
        {steps.map((step, index) => {
          const done = index < currentIndex;
          const active = index === currentIndex;
          return (
            <li key={step} className="flex flex-1 items-center gap-1 sm:gap-2" aria-current={active ? 'step' : undefined}>
              <span
                className={cn(
                  'flex size-8 shrink-0 items-center justify-center rounded-full text-sm font-semibold',
                  done && 'bg-green-600 text-white',
                  active && 'bg-brand-600 text-white',
                  !done && !active && 'bg-slate-200 text-slate-700',
                )}
              >
                <span aria-hidden="true">{done ? '✓' : index + 1}</span>
                <span className="sr-only">
                  {t('stepper.stepOf', { current: index + 1, total: steps.length })}
                  {done ? `, ${t('stepper.completed')}` : ''}
                </span>
              </span>
              <span className={cn('hidden text-xs sm:inline', active ? 'font-semibold text-slate-900' : 'text-slate-600')}>
                {t(`steps.${step}`)}
              </span>
              {index < steps.length - 1 && <span aria-hidden="true" className="h-px flex-1 bg-slate-300" />}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
