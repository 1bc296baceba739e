import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearch } from '@tanstack/react-router';
import { useQuery } from '@tanstack/react-query';
import { PrivateServiceDisclaimer } from '../../../components/disclaimer/private-service-disclaimer';
import { toast } from '../../../components/toast/toast-store';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/spinner';
import { orderPaymentStatusQueryOptions } from '../../../lib/api/application-status';
import { forgetPaidOrder, formOfOrder, sessionStore } from '../../../lib/saved-progress';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { paymentConfirmationQueryOptions } from '../../payment/api/confirm-simulated-payment';
import {
  AWAITING_POLL_FOR_MS,
  awaitingPaymentPoll,
  paymentResultView,
  resultToast,
  type PaymentResultSearch,
  type PaymentResultView,
} from './payment-result-state';

export interface PaymentResultPageProps {
  search: PaymentResultSearch;
  /** Reached at /payment-cancel or /payment/cancel. */
  cancelRoute: boolean;
}

const ICONS: Record<PaymentResultView['kind'], string> = {
  checking: '⏳',
  success: '✅',
  cancelled: '↩️',
  awaiting: '⏳',
  failed: '⚠️',
  refused: '⛔',
  unavailable: '⚠️',
  noDetails: 'ℹ️',
};

/**
 * The payment result pages (spec section 2, states success, test-success and cancelled). The
 * provider's signed payload goes to the server, and only the server's `completed` shows success;
 * without a payload (a Stripe return, a bare visit) the application's paymentStatus decides.
 */
export function PaymentResultPage({ search, cancelRoute }: PaymentResultPageProps) {
  const { t } = useTranslation(['payment', 'common']);
  const payload = search.payload;
  const confirmation = useQuery({ ...paymentConfirmationQueryOptions(payload ?? ''), enabled: !!payload });
  const lookUpApplication = !payload && !!search.order && !cancelRoute && search.payment !== 'cancelled';
  // The order may be a visa or an insurance application.
  const [pollUntil] = useState(() => Date.now() + AWAITING_POLL_FOR_MS);
  const application = useQuery({
    ...orderPaymentStatusQueryOptions(search.order ?? ''),
    enabled: lookUpApplication,
    refetchInterval: (query) => awaitingPaymentPoll(query.state.data?.paymentStatus, Date.now(), pollUntil),
  });

  const view = paymentResultView(search, {
    cancelRoute,
    confirmation: payload ? confirmation : undefined,
    application: lookUpApplication ? application : undefined,
  });
  const title = t(`result.${titleKey(view)}`);
  useDocumentTitle(title);

  // Paid: the form that made this order is done with; the next application starts afresh.
  const paidOrder = view.kind === 'success' ? search.order : undefined;
  useEffect(() => {
    if (paidOrder) forgetPaidOrder(sessionStore(), paidOrder);
  }, [paidOrder]);

  const toastShown = useRef<string | null>(null);
  useEffect(() => {
    const kind = resultToast(view, search);
    if (!kind || toastShown.current === kind) return;
    toastShown.current = kind;
    toast(
      kind === 'success'
        ? { title: t('result.toastSuccessTitle'), description: t('result.toastSuccess', { order: search.order }) }
        : { title: t('result.toastCancelledTitle'), description: t('result.toastCancelled') },
    );
  }, [view, search, t]);

  const order = search.order;
  const statusButton = order ? (
    <Button asChild>
      <Link to="/status" search={{ ref: order }}>
        {t('result.checkStatus')}
      </Link>
    </Button>
  ) : null;
  const homeButton = (
    <Button asChild variant="outline">
      <Link to="/">{t('result.goHome')}</Link>
    </Button>
  );
  // Back to the form that made this order: an insurance order's traveller returns to the insurance page.
  const [formPath] = useState(() => (formOfOrder(sessionStore(), order) === 'insurance' ? '/insurance' : '/application'));
  const applicationButton = (label: string) => (
    <Button asChild>
      <Link to={formPath}>{label}</Link>
    </Button>
  );

  // Check again disappears with the state it belongs to: the focus goes to the page's title, which
  // stays and then names the answer, instead of falling to the top of the page.
  const heading = useRef<HTMLHeadingElement>(null);
  const checkAgain = () => {
    heading.current?.focus();
    void (payload ? confirmation.refetch() : application.refetch());
  };

  let body: ReactNode;
  let actions: ReactNode;
  switch (view.kind) {
    case 'checking':
      body = (
        <div className="flex items-center gap-3 text-slate-700">
          <Spinner label={t('result.checking')} />
          {/* The spinner already says it to screen readers; the sentence is for the eyes only. */}
          <p aria-hidden="true">{t('result.checking')}</p>
        </div>
      );
      actions = null;
      break;
    case 'success':
      body = (
        <>
          <p className="text-slate-700">{t('result.successText')}</p>
          {view.test && (
            <Alert variant="blue" icon="🧪">
              {t('result.testNote')}
            </Alert>
          )}
          <Details order={order} transactionId={view.transactionId} />
          <Alert variant="green" icon="✉️">
            {t('result.emailNote')}
          </Alert>
        </>
      );
      actions = (
        <>
          {statusButton}
          {homeButton}
        </>
      );
      break;
    case 'cancelled':
      body = (
        <>
          <p className="text-slate-700">{t('result.cancelledText')}</p>
          <Details order={order} transactionId={null} />
        </>
      );
      actions = (
        <>
          {applicationButton(t('result.returnToApplication'))}
          {homeButton}
        </>
      );
      break;
    case 'awaiting':
      body = (
        <>
          <p className="text-slate-700">{t('result.awaitingText')}</p>
          <Details order={order} transactionId={search.transaction ?? null} />
        </>
      );
      actions = (
        <>
          {statusButton}
          {homeButton}
        </>
      );
      break;
    case 'failed':
      body = (
        <>
          <p className="text-slate-700">{t('result.failedText')}</p>
          <Details order={order} transactionId={null} />
        </>
      );
      actions = (
        <>
          {applicationButton(t('result.tryAgain'))}
          {statusButton}
          {homeButton}
        </>
      );
      break;
    case 'refused':
      body = (
        <>
          {/* The page's title already says it (refusedTitle): the notice does not repeat it. */}
          <Alert variant="red">{t('result.refusedText')}</Alert>
          <Details order={order} transactionId={null} />
        </>
      );
      actions = (
        <>
          {statusButton}
          {homeButton}
        </>
      );
      break;
    case 'unavailable':
      body = <Alert variant="red">{t('result.unavailableText')}</Alert>;
      actions = (
        <>
          <Button onClick={checkAgain}>{t('result.checkAgain')}</Button>
          {homeButton}
        </>
      );
      break;
    case 'noDetails':
      body = <p className="text-slate-700">{t('result.noDetailsText')}</p>;
      actions = (
        <>
          <Button asChild>
            <Link to="/status">{t('result.checkStatus')}</Link>
          </Button>
          {homeButton}
        </>
      );
      break;
    default: {
      const unreachable: never = view;
      return unreachable;
    }
  }

  return (
    <div className="mx-auto w-full max-w-2xl px-4 py-8 sm:py-12">
      <Card data-testid="payment-result" data-state={stateName(view)}>
        <CardHeader className="items-center text-center">
          <span aria-hidden="true" className="text-4xl">
            {ICONS[view.kind]}
          </span>
          <CardTitle as="h1" ref={heading} tabIndex={-1} className="text-2xl">
            {title}
          </CardTitle>
        </CardHeader>
        <CardContent className="flex flex-col gap-4" aria-live="polite">
          {body}
        </CardContent>
        {actions && <CardFooter className="flex-col items-stretch sm:flex-row sm:justify-center">{actions}</CardFooter>}
        <div className="px-5 pb-5 sm:px-6 sm:pb-6">
          <PrivateServiceDisclaimer />
        </div>
      </Card>
    </div>
  );
}

function titleKey(view: PaymentResultView): string {
  if (view.kind === 'success') return view.test ? 'testSuccessTitle' : 'successTitle';
  return `${view.kind}Title`;
}

/** The spec's page states (success, test-success, cancelled) plus ours, for tests and journeys. */
function stateName(view: PaymentResultView): string {
  return view.kind === 'success' && view.test ? 'test-success' : view.kind;
}

function Details({ order, transactionId }: { order?: string; transactionId: string | null }) {
  const { t } = useTranslation('payment');
  if (!order && !transactionId) return null;
  return (
    <dl className="grid grid-cols-1 gap-x-4 gap-y-1 rounded-lg bg-slate-50 p-4 text-sm sm:grid-cols-[auto_1fr]">
      {order && (
        <>
          <dt className="text-slate-600">{t('result.applicationNumber')}</dt>
          <dd className="break-all font-mono font-semibold text-slate-900" data-testid="result-order">
            {order}
          </dd>
        </>
      )}
      {transactionId && (
        <>
          <dt className="text-slate-600">{t('result.transactionId')}</dt>
          <dd className="break-all font-mono text-slate-900" data-testid="result-transaction">
            {transactionId}
          </dd>
        </>
      )}
    </dl>
  );
}

export function PaymentSuccessRoute() {
  const search = useSearch({ strict: false }) as PaymentResultSearch;
  return <PaymentResultPage search={search} cancelRoute={false} />;
}

export function PaymentCancelRoute() {
  const search = useSearch({ strict: false }) as PaymentResultSearch;
  return <PaymentResultPage search={search} cancelRoute />;
}
