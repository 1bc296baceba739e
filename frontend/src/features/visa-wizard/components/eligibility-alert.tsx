import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import type { CountdownView } from '../hooks/use-countdown-seconds';
import type { EligibilityOutcome } from '../machines/visa-wizard.model';

export interface EligibilityAlertProps {
  outcome: EligibilityOutcome;
  countryName: string;
  /** The insurance redirect countdown, for ineligible countries: seconds left, or 'off' once stayed. */
  countdown: CountdownView;
  onGetInsurance: () => void;
  /** "Stay on this page": turns the countdown off (WCAG 2.2.1). */
  onStay: () => void;
}

/** Green: e-visa available. Red: not available, with the redirect countdown. Blue: no visa needed, insurance offered. */
export function EligibilityAlert({ outcome, countryName, countdown, onGetInsurance, onStay }: EligibilityAlertProps) {
  const { t } = useTranslation('wizard');
  if (outcome === 'eligible') {
    return (
      <Alert variant="green" icon="✓" title={t('eligibility.eligibleTitle')} data-testid="eligibility-alert">
        {t('eligibility.eligibleDescription', { country: countryName })}
      </Alert>
    );
  }
  if (outcome === 'exempt') {
    return (
      <Alert variant="blue" icon="ℹ" title={t('eligibility.exemptTitle')} data-testid="eligibility-alert">
        <p>{t('eligibility.exemptDescription', { country: countryName })}</p>
        <p className="mt-1">{t('eligibility.exemptInsurance')}</p>
        <Button className="mt-3" onClick={onGetInsurance}>
          {t('eligibility.getInsurance')}
        </Button>
      </Alert>
    );
  }
  return (
    <Alert variant="red" icon="!" title={t('eligibility.ineligibleTitle')} data-testid="eligibility-alert">
      <p>{t('eligibility.ineligibleMessage', { country: countryName })}</p>
      <p className="mt-1">{t('eligibility.insuranceRequired')}</p>
      <IneligibleCountdown countdown={countdown} onGetInsurance={onGetInsurance} onStay={onStay} />
    </Alert>
  );
}

/**
 * While the countdown runs: its seconds and "Stay on this page", the next stop in tab order after
 * the document type (the choice that usually completes the selection). Focus is never moved here
 * by itself, since the traveller may still be choosing in a picker. Once stayed: "Get Travel
 * Insurance" (the exempt alert's button), which takes the focus from the Stay button it replaces,
 * so a keyboard user is not dropped to the page's start.
 */
function IneligibleCountdown({ countdown, onGetInsurance, onStay }: Pick<EligibilityAlertProps, 'countdown' | 'onGetInsurance' | 'onStay'>) {
  const { t } = useTranslation('wizard');
  const insuranceButton = useRef<HTMLButtonElement>(null);
  const stayPressed = useRef(false);
  useEffect(() => {
    if (countdown === 'off' && stayPressed.current) {
      stayPressed.current = false;
      insuranceButton.current?.focus();
    }
  }, [countdown]);
  if (countdown === null) return null;
  const counting = countdown !== 'off';
  return (
    <>
      {/* Always present while there is a countdown, so the change to "off" is announced too. */}
      <p className="mt-2 font-semibold" aria-live="polite">
        {counting ? t('eligibility.countdown', { seconds: countdown.secondsLeft }) : t('eligibility.redirectOff')}
      </p>
      {counting ? (
        <Button
          className="mt-3"
          variant="outline"
          onClick={() => {
            stayPressed.current = true;
            onStay();
          }}
        >
          {t('eligibility.stayOnPage')}
        </Button>
      ) : (
        <Button ref={insuranceButton} className="mt-3" onClick={onGetInsurance}>
          {t('eligibility.getInsurance')}
        </Button>
      )}
    </>
  );
}
