import { useTranslation } from 'react-i18next';
import { useToastsWithPaymentRetry } from '../../payment/hooks/use-toasts-with-payment-retry';
import type { PaymentRetryActorRef } from '../../payment/hooks/use-payment-retry';
import { wizardToast } from '../lib/wizard-toasts';
import type { WizardEmitted } from '../machines/visa-wizard.machine';
import type { VisaWizardActorRef } from './use-visa-wizard';

/** Shows the wizard's emitted events as toasts; a payment failure's Retry is the page's payment retry flow. */
export function useWizardToasts(actorRef: VisaWizardActorRef, paymentRetry: PaymentRetryActorRef): void {
  const { t } = useTranslation('wizard');
  useToastsWithPaymentRetry(actorRef, paymentRetry, (event, retryPayment) => wizardToast(event as WizardEmitted, t, (e) => actorRef.send(e), retryPayment));
}
