import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import type { EligibilityOutcome } from '../machines/visa-wizard.model';

export interface EligibilityAlertProps {
  outcome: EligibilityOutcome;
  countryName: string;
  /** Seconds until the insurance redirect; shown for ineligible countries. */
  secondsLeft: number | null;
  onGetInsurance: () => void;
}

/** Green: e-visa available. Red: not available, with the redirect countdown. Blue: no visa needed, insurance offered. */
export function EligibilityAlert({ outcome, countryName, secondsLeft, onGetInsurance }: EligibilityAlertProps) {
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
      {secondsLeft !== null && (
        <p className="mt-2 font-semibold" aria-live="polite">
          {t('eligibility.countdown', { seconds: secondsLeft })}
        </p>
      )}
    </Alert>
  );
}
