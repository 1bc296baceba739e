import { TIMINGS } from '@evisa/contracts';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { usePaymentRetryView, type PaymentRetryActorRef } from '../hooks/use-payment-retry';

/**
 * The payment page issue screen (spec sections 2 and 8): the order id, the retry counter, Retry
 * Payment (2 s wait, at most 3 times) and Open Payment Page in New Tab.
 */
export function PaymentIssueScreen({ retry, className }: { retry: PaymentRetryActorRef; className?: string }) {
  const { t } = useTranslation(['payment', 'messages']);
  const view = usePaymentRetryView(retry);
  return (
    <section aria-labelledby="payment-issue-title" className={className} data-testid="payment-issue-screen">
      <Alert variant="orange" icon="⚠️" role="status">
        <h3 id="payment-issue-title" className="font-semibold">
          {t('retry.title')}
        </h3>
        <p className="mt-1">{t('messages:paymentIssue')}</p>
        <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
          <dt className="font-medium">{t('retry.orderId')}</dt>
          <dd className="break-all font-mono" data-testid="payment-issue-order">
            {view.orderId}
          </dd>
          <dt className="font-medium">{t('retry.attemptsLabel')}</dt>
          <dd data-testid="payment-retry-count">{t('retry.attempts', { used: view.attempts, max: TIMINGS.paymentRetryMax })}</dd>
        </dl>
      </Alert>
      <div className="mt-3 flex flex-col gap-3 sm:flex-row">
        <Button
          onClick={() => retry.send({ type: 'RETRY' })}
          loading={view.retrying}
          disabled={view.exhausted}
          aria-describedby={view.exhausted ? 'payment-retry-exhausted' : undefined}
        >
          {view.retrying ? t('retry.retrying') : t('retry.retry')}
        </Button>
        <Button variant="outline" onClick={() => retry.send({ type: 'OPEN_IN_NEW_TAB' })} disabled={!view.paymentUrl}>
          {t('retry.openInNewTab')}
        </Button>
      </div>
      {view.exhausted && (
        <p id="payment-retry-exhausted" className="mt-2 text-sm text-slate-700">
          {t('retry.exhausted')}
        </p>
      )}
    </section>
  );
}
