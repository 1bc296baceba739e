import { TIMINGS } from '@evisa/contracts';
import type { TFunction } from 'i18next';
import type { ToastInput } from '../../../components/toast/toast-store';
import type { WizardEmitted, WizardEvent } from '../machines/visa-wizard.machine';

/** The toast for each event the wizard emits (spec section 8), with buttons that send back to the machine. */
export function wizardToast(event: WizardEmitted, t: TFunction, send: (event: WizardEvent) => void): ToastInput {
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
      return {
        variant: 'destructive',
        title: t('toasts.paymentErrorTitle'),
        description: t('toasts.paymentError'),
        duration: TIMINGS.errorToastMs,
        action: { label: t('toasts.retry'), onClick: () => send({ type: 'RETRY_SUBMISSION' }) },
      };
    case 'applicationError':
      return {
        variant: 'destructive',
        title: t('toasts.applicationErrorTitle'),
        description: event.message,
        duration: TIMINGS.errorToastMs,
      };
    default: {
      const unreachable: never = event;
      return unreachable;
    }
  }
}
