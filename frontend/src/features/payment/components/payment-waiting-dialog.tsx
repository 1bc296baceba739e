import { useTranslation } from 'react-i18next';
import { Dialog, DialogContent } from '../../../components/ui/dialog';
import { usePaymentRetryView, type PaymentRetryActorRef } from '../hooks/use-payment-retry';
import { PaymentIssueScreen } from './payment-issue-screen';

export interface PaymentWaitingDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Carries the payment URL and order id; its retry opens the page again. */
  retry: PaymentRetryActorRef;
}

/**
 * The payment waiting dialog (spec section 2): shown while a payment is pending for an order but
 * the browser did not reach the payment page. A plain link is the sure way there; the retry flow
 * and its counter sit below it.
 */
export function PaymentWaitingDialog({ open, onOpenChange, retry }: PaymentWaitingDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      {/* The content (and its translations) only loads once the dialog is needed. */}
      {open && <WaitingContent retry={retry} />}
    </Dialog>
  );
}

function WaitingContent({ retry }: { retry: PaymentRetryActorRef }) {
  const { t } = useTranslation('payment');
  const view = usePaymentRetryView(retry);
  return (
    <DialogContent title={t('waiting.title')} description={t('waiting.description', { orderId: view.orderId })}>
      {view.paymentUrl && (
        <a
          href={view.paymentUrl}
          className="mb-4 inline-flex min-h-11 w-full items-center justify-center rounded-lg bg-brand-600 px-4 text-sm font-semibold text-white hover:bg-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
        >
          {t('waiting.goToPayment')}
        </a>
      )}
      <PaymentIssueScreen retry={retry} />
    </DialogContent>
  );
}
