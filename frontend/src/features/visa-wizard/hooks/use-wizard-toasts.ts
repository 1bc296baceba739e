import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../components/toast/toast-store';
import type { PaymentRetryActorRef } from '../../payment/hooks/use-payment-retry';
import { wizardToast } from '../lib/wizard-toasts';
import type { WizardEmitted } from '../machines/visa-wizard.machine';
import type { VisaWizardActorRef } from './use-visa-wizard';

/**
 * Shows the wizard's emitted events as toasts. The payment failure toast's Retry is the page's
 * payment retry flow (RETRY, the same event as the issue screen's Retry Payment), not a resubmission
 * of its own: otherwise each toast would be a free attempt past the 3 the spec allows.
 */
export function useWizardToasts(actorRef: VisaWizardActorRef, paymentRetry: PaymentRetryActorRef): void {
  const { t } = useTranslation('wizard');
  useEffect(() => {
    const subscription = actorRef.on('*', (event) => {
      const retryLeft = !paymentRetry.getSnapshot().matches('exhausted');
      const retryPayment = retryLeft ? () => paymentRetry.send({ type: 'RETRY' }) : undefined;
      void toast(wizardToast(event as WizardEmitted, t, (e) => actorRef.send(e), retryPayment));
    });
    return () => subscription.unsubscribe();
  }, [actorRef, paymentRetry, t]);
}
