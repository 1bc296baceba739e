import { useLayoutEffect, useMemo, useRef } from 'react';
import { TIMINGS } from '@evisa/contracts';
import { Trans, useTranslation } from 'react-i18next';
import { COMPANY } from '../../../lib/company';
import { forgetPaidOrder, formOfOrder, sessionStore } from '../../../lib/saved-progress';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import {
  PAYMENT_NEW_APPLICATION_LINK_ID,
  PAYMENT_RETRY_BUTTON_ID,
  usePaymentRetryView,
  type PaymentRetryActorRef,
} from '../hooks/use-payment-retry';

/**
 * Where a new application for the refused order's kind starts: the form of this tab that made the
 * order (its saved progress says), else the page it is on (/insurance or the visa wizard).
 */
function newApplicationPath(orderId: string): '/application' | '/insurance' {
  const form = formOfOrder(sessionStore(), orderId);
  if (form) return form === 'insurance' ? '/insurance' : '/application';
  return typeof window !== 'undefined' && window.location.pathname.startsWith('/insurance') ? '/insurance' : '/application';
}

/**
 * Start a New Application, for an order the server refuses for good (its arrival or travel date has
 * passed). A full page load of a blank form: the refused order's saved answers are forgotten first,
 * or the form would resume at that order's summary with its Idempotency-Key and be refused again.
 */
function NewApplicationLink({ orderId, describedBy }: { orderId: string; describedBy: string }) {
  const { t } = useTranslation('payment');
  const href = useMemo(() => newApplicationPath(orderId), [orderId]);
  const ref = useRef<HTMLAnchorElement>(null);
  // Shown in place of the focused Retry Payment (a retry's resubmission was refused): React removed
  // that button, which drops the focus to the page's start; it comes here instead, read with why.
  useLayoutEffect(() => {
    const active = document.activeElement;
    if (!active || active === document.body) ref.current?.focus();
  }, []);
  return (
    <Button asChild>
      <a ref={ref} id={PAYMENT_NEW_APPLICATION_LINK_ID} href={href} aria-describedby={describedBy} onClick={() => forgetPaidOrder(sessionStore(), orderId)}>
        {t('retry.newApplication')}
      </a>
    </Button>
  );
}

/**
 * The payment page issue screen (spec sections 2 and 8): the order id, the retry counter, Retry
 * Payment (2 s wait, at most 3 times) and Open Payment Page in New Tab. An order the server refuses
 * for good (its arrival or travel date has passed) gets why and Start a New Application instead: no
 * retry is offered or counted, since none could succeed.
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
        {/* The alert is a status region: the refusal's sentence replacing the issue's is read out. */}
        {view.unpayable ? (
          <p className="mt-1" id="payment-order-date-passed">
            {t('messages:orderDatePassed')}
          </p>
        ) : (
          <p className="mt-1">{t('messages:paymentIssue')}</p>
        )}
        <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
          <dt className="font-medium">{t('retry.orderId')}</dt>
          <dd className="break-all font-mono" data-testid="payment-issue-order">
            {view.orderId}
          </dd>
          {!view.unpayable && (
            <>
              <dt className="font-medium">{t('retry.attemptsLabel')}</dt>
              <dd data-testid="payment-retry-count">{t('retry.attempts', { used: view.attempts, max: TIMINGS.paymentRetryMax })}</dd>
            </>
          )}
        </dl>
      </Alert>
      <div className="mt-3 flex flex-col gap-3 sm:flex-row">
        {view.unpayable ? (
          <NewApplicationLink orderId={view.orderId} describedBy="payment-order-date-passed" />
        ) : (
          <>
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
          </>
        )}
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
