import { useEffect, useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearch } from '@tanstack/react-router';
import { TIMINGS, parseAmountToCents } from '@evisa/contracts';
import { Alert } from '../../../components/ui/alert';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from '../../../components/ui/card';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { displayUsd } from '../../../lib/format';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { currentLanguage } from '../../../i18n/i18n';
import { settleSimulatedCheckout } from '../../payment/api/simulated-checkout';
import { checkoutFailureOf, type CheckoutFailure } from './checkout-failure';
import { isSameOriginPath } from '../lib/same-origin-path';
import {
  CARD_NUMBER_MAX_LENGTH,
  CVV_LENGTH,
  EMPTY_CARD_FORM,
  EXPIRY_MAX_LENGTH,
  cardLast4,
  formatCardNumber,
  formatCvv,
  formatExpiry,
  isCardFormComplete,
  type CardForm,
} from './card-format';

export interface MockPaymentSearch {
  order?: string;
  /** Dollars as the provider wrote them; the router hands a plain number over as a number. */
  amount?: string | number;
  merchant?: string;
  return?: string;
  cancel?: string;
}

export interface MockPaymentPageProps {
  search: MockPaymentSearch;
  /** Full-page navigation to the provider's redirect address; tests pass a spy. */
  navigate?: (url: string) => void;
}

type Phase = 'editing' | 'processing' | 'cancelling' | 'failed';

const assignLocation = (url: string) => window.location.assign(url);

/**
 * /mock-gpay-payment: the simulated provider's card page (spec sections 2, 4 and 5). The card
 * fields live only in this component's state: what leaves the page is the outcome and the last
 * four digits, sent to the provider's server side, which signs the result and says where to go.
 */
export function MockPaymentPage({ search, navigate = assignLocation }: MockPaymentPageProps) {
  const { t, i18n } = useTranslation(['payment', 'messages']);
  useDocumentTitle(t('mock.title'));
  const id = useId();
  const [form, setForm] = useState<CardForm>(EMPTY_CARD_FORM);
  const [phase, setPhase] = useState<Phase>('editing');
  const [incomplete, setIncomplete] = useState(false);
  const [failure, setFailure] = useState<CheckoutFailure | null>(null);

  const amount = search.amount === undefined ? undefined : String(search.amount);
  const cents = amount ? parseAmountToCents(amount) : null;
  const usable = !!search.order && cents !== null;
  // Kept whole in Arabic: a bare '25 US$' in right-to-left text reads '$US 25'. Shown alone: the
  // format names the currency in every language ('$25', '25 $US', 'US$ 25').
  const total = cents !== null ? displayUsd(cents, currentLanguage(i18n)) : '';

  const settle = async (outcome: 'completed' | 'cancelled', last4?: string) => {
    try {
      const { redirectUrl } = await settleSimulatedCheckout({
        order: search.order ?? '',
        amount: amount ?? '',
        outcome,
        ...(last4 ? { cardLast4: last4 } : {}),
      });
      if (!isSameOriginPath(redirectUrl)) throw new Error(t('mock.badRedirect'));
      navigate(redirectUrl);
    } catch (error) {
      setFailure(checkoutFailureOf(error));
      setPhase('failed');
    }
  };

  // The spec's 3-second "processing" pause, as a real provider's 3D Secure step would take.
  const last4 = cardLast4(form.cardNumber);
  useEffect(() => {
    if (phase !== 'processing') return undefined;
    const timer = setTimeout(() => void settle('completed', last4), TIMINGS.simulatedPaymentMs);
    return () => clearTimeout(timer);
    // Only the phase starts the wait: the form is locked while processing, so the digits read here stay current.
  }, [phase]);

  const busy = phase === 'processing' || phase === 'cancelling';

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    if (!isCardFormComplete(form)) {
      setIncomplete(true);
      return;
    }
    setIncomplete(false);
    setFailure(null);
    setPhase('processing');
  };

  const onCancel = () => {
    if (busy) return;
    setFailure(null);
    setPhase('cancelling');
    void settle('cancelled');
  };

  // While the payment is under way the fields are locked read-only, not disabled: Enter pressed in a
  // field would otherwise take the focus from under the keyboard (a disabled field drops it to the
  // page's start), and a keyboard user would have to find the form again after a failure.
  const field = (key: keyof CardForm, format: (value: string) => string = (v) => v) => ({
    id: `${id}-${key}`,
    value: form[key],
    disabled: !usable,
    readOnly: busy,
    className: busy ? 'bg-slate-100' : undefined,
    // No name and no autofill: the browser must not store or submit test card data anywhere.
    autoComplete: 'off',
    onChange: (event: React.ChangeEvent<HTMLInputElement>) => setForm((f) => ({ ...f, [key]: format(event.target.value) })),
    invalid: incomplete && form[key].trim() === '',
  });

  return (
    <div className="mx-auto flex w-full max-w-lg flex-col gap-4 px-4 py-8">
      <Alert variant="blue" icon="🧪" title={t('mock.testNoticeTitle')} data-testid="mock-payment-notice">
        {t('mock.testNotice')}
      </Alert>
      <Card>
        <CardHeader>
          <div className="flex flex-wrap items-center justify-between gap-2">
            <CardTitle as="h1" className="text-xl">
              {t('mock.title')}
            </CardTitle>
            <Badge colour="blue">{t('mock.testBadge')}</Badge>
          </div>
        </CardHeader>
        <CardContent className="flex flex-col gap-5">
          {!usable && (
            <Alert variant="red" title={t('mock.invalidLinkTitle')}>
              {t('mock.invalidLink')}
            </Alert>
          )}
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 rounded-lg bg-slate-50 p-4 text-sm">
            <dt className="text-slate-600">{t('mock.order')}</dt>
            <dd className="break-all font-mono font-medium text-slate-900" data-testid="mock-order">
              {search.order ?? '—'}
            </dd>
            <dt className="text-slate-600">{t('mock.merchant')}</dt>
            <dd className="font-medium text-slate-900">{search.merchant ?? '—'}</dd>
            <dt className="text-slate-600">{t('mock.total')}</dt>
            <dd className="text-lg font-bold text-slate-900" data-testid="mock-total">
              {total || '—'}
            </dd>
          </dl>

          <form id={`${id}-form`} className="flex flex-col gap-4" onSubmit={onSubmit} noValidate aria-busy={busy || undefined}>
            <div className="flex flex-col gap-1.5">
              <Label htmlFor={`${id}-cardHolder`}>{t('mock.cardHolder')}</Label>
              <Input {...field('cardHolder')} placeholder={t('mock.cardHolderPlaceholder')} />
            </div>
            <div className="flex flex-col gap-1.5">
              <Label htmlFor={`${id}-cardNumber`}>{t('mock.cardNumber')}</Label>
              <Input
                {...field('cardNumber', formatCardNumber)}
                inputMode="numeric"
                maxLength={CARD_NUMBER_MAX_LENGTH}
                placeholder="1234 5678 9012 3456"
                dir="ltr"
              />
            </div>
            <div className="grid grid-cols-2 gap-4">
              <div className="flex flex-col gap-1.5">
                <Label htmlFor={`${id}-expiry`}>{t('mock.expiry')}</Label>
                <Input {...field('expiry', formatExpiry)} inputMode="numeric" maxLength={EXPIRY_MAX_LENGTH} placeholder={t('mock.expiryPlaceholder')} dir="ltr" />
              </div>
              <div className="flex flex-col gap-1.5">
                <Label htmlFor={`${id}-cvv`}>{t('mock.cvv')}</Label>
                <Input {...field('cvv', formatCvv)} inputMode="numeric" maxLength={CVV_LENGTH} placeholder="123" dir="ltr" />
              </div>
            </div>
            {incomplete && <Alert variant="red">{t('messages:fillAllFields')}</Alert>}
            {phase === 'processing' && (
              <Alert variant="blue" icon="⏳" data-testid="mock-processing">
                {t('mock.processingNotice')}
              </Alert>
            )}
            {phase === 'failed' && failure && (
              <Alert variant="red" title={t('mock.failedTitle')}>
                {failure.kind === 'offline' ? t('mock.offline') : t('mock.failed', { message: failure.message })}
              </Alert>
            )}
          </form>
        </CardContent>
        <CardFooter className="flex-col-reverse items-stretch sm:flex-row sm:justify-end">
          <Button
            variant="outline"
            onClick={onCancel}
            disabled={!usable}
            loading={phase === 'cancelling'}
            aria-disabled={busy || undefined}
          >
            {t('mock.cancel')}
          </Button>
          <Button type="submit" form={`${id}-form`} disabled={!usable} loading={phase === 'processing'}>
            {phase === 'processing' ? t('mock.processing') : t('mock.pay', { amount: total })}
          </Button>
        </CardFooter>
      </Card>
    </div>
  );
}

export default function MockPaymentRoute() {
  const search = useSearch({ from: '/mock-gpay-payment' });
  return <MockPaymentPage search={search} />;
}
