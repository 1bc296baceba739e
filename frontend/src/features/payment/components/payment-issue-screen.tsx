import { TIMINGS } from '@evisa/contracts';
import { Trans, useTranslation } from 'react-i18next';
import { COMPANY } from '../../../lib/company';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { PAYMENT_RETRY_BUTTON_ID, usePaymentRetryView, type PaymentRetryActorRef } from '../hooks/use-payment-retry';

/**
 * The payment page issue screen (spec sections 2 and 8): the order id, the retry counter, Retry
 * Payment (2 s wait, at most 3 times) and Open Payment Page in New Tab.
 */
export function PaymentIssueScreen({
  retry,
  resubmitting = false,
  className,
}: {
  retry: PaymentRetryActorRef;
  /** The page is resubmitting for a retry: still 'Retrying...', so a press then does not spend another attempt. */
  resubmitting?: boolean;
  className?: string;
}) {
  const { t } = useTranslation(['payment', 'messages']);
  const view = usePaymentRetryView(retry);
  const retrying = view.retrying || resubmitting;
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
        {/* Never `disabled`: Chromium drops the focus of a control that becomes disabled to the page's
            start, so once the 3 retries are used it stays focusable, does nothing and is described by why. */}
        <Button
          id={PAYMENT_RETRY_BUTTON_ID}
          onClick={() => !view.exhausted && retry.send({ type: 'RETRY' })}
          loading={retrying}
          aria-disabled={retrying || view.exhausted || undefined}
          aria-describedby={view.exhausted ? 'payment-retry-exhausted' : undefined}
        >
          {retrying ? t('retry.retrying') : t('retry.retry')}
        </Button>
        <Button variant="outline" onClick={() => retry.send({ type: 'OPEN_IN_NEW_TAB' })} disabled={!view.paymentUrl}>
          {t('retry.openInNewTab')}
        </Button>
      </div>
      {/* Always present, so screen readers announce what appears in it: the 2 s wait (the button's own
          label changes too, which not every reader reads out), then, once all retries are used, why
          Retry Payment does nothing more and what to do instead. */}
      <div role="status" className="mt-2 text-sm text-slate-700">
        {retrying && <span className="sr-only">{t('retry.retrying')}</span>}
        {view.exhausted && (
          <p id="payment-retry-exhausted">
            <Trans
              t={t}
              i18nKey="retry.exhausted"
              values={{ max: TIMINGS.paymentRetryMax, email: COMPANY.supportEmail }}
              components={{ mail: <a href={`mailto:${COMPANY.supportEmail}`} className="font-medium text-brand-700 underline underline-offset-4" /> }}
            />
          </p>
        )}
      </div>
    </section>
  );
}
