import { TIMINGS } from '@evisa/contracts';
import type { TFunction } from 'i18next';
import type { ToastInput } from '../../../components/toast/toast-store';
import { isOrderDatePassed } from '../../payment/lib/order-date-passed';
import { paymentRetriesUsedText } from '../../payment/lib/retries-used-text';
import type { WizardEmitted, WizardEvent } from '../machines/visa-wizard.machine';
import { submissionFailureText, WIZARD_FIELD_LABELS } from './submission-failure-text';

/** The toast of a payment refused for a passed arrival or travel date, in the page's language. */
export function orderDatePassedToast(t: TFunction): ToastInput {
  return { variant: 'destructive', title: t('wizard:toasts.paymentErrorTitle'), description: t('messages:orderDatePassed'), duration: TIMINGS.errorToastMs };
}

/**
 * The toast for each event the wizard emits (spec section 8), with buttons that send back to the machine.
 * `retryPayment` is the payment retry flow's Retry (its RETRY), so the toast's Retry counts toward the
 * 3 attempts exactly as the issue screen's; without it (none left) the payment toast has no Retry and
 * names the support address instead of "try again".
 */
export function wizardToast(
  event: WizardEmitted,
  t: TFunction,
  send: (event: WizardEvent) => void,
  retryPayment?: () => void,
): ToastInput {
  switch (event.type) {
    case 'validationError':
      return {
        variant: 'destructive',
        title: t(`errors.${event.error.code}.title`),
        description: t(`errors.${event.error.code}.description`),
      };
    case 'processingTypeUpdated':
      return {
        title: t('toasts.processingTypeUpdatedTitle'),
        description: t('toasts.processingTypeUpdated', { option: t(`common:processingTypes.${event.processingType}`) }),
      };
    case 'paymentCreated':
      return { title: t('toasts.paymentCreatedTitle'), description: t('toasts.paymentCreated', { orderId: event.orderId }) };
    case 'applicationSubmitted':
      return {
        title: t('toasts.applicationSubmittedTitle'),
        description: t('toasts.applicationSubmitted', { number: event.applicationNumber }),
      };
    case 'paymentReady':
      return { title: t('toasts.paymentReadyTitle'), description: t('toasts.paymentReady') };
    case 'continueToPayment':
      return {
        title: t('toasts.continueToPaymentTitle'),
        description: t('toasts.continueToPayment'),
        duration: TIMINGS.errorToastMs,
        action: { label: t('toasts.continue'), onClick: () => send({ type: 'CONTINUE_TO_PAYMENT' }) },
      };
    case 'paymentError':
      if (isOrderDatePassed(event.message)) return orderDatePassedToast(t);
      return {
        variant: 'destructive',
        title: t('toasts.paymentErrorTitle'),
        description: retryPayment ? t('toasts.paymentError') : paymentRetriesUsedText(t),
        duration: TIMINGS.errorToastMs,
        ...(retryPayment && { action: { label: t('toasts.retry'), onClick: retryPayment } }),
      };
    case 'applicationError':
      return {
        variant: 'destructive',
        title: t('toasts.applicationErrorTitle'),
        description: submissionFailureText(event.failure, t, WIZARD_FIELD_LABELS),
        duration: TIMINGS.errorToastMs,
      };
    default: {
      const unreachable: never = event;
      return unreachable;
    }
  }
}
