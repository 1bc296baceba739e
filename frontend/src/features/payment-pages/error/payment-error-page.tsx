import { useTranslation } from 'react-i18next';
import { Link, useSearch } from '@tanstack/react-router';
import { PrivateServiceDisclaimer } from '../../../components/disclaimer/private-service-disclaimer';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from '../../../components/ui/card';
import { COMPANY } from '../../../lib/company';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { paymentEnvironment, showsDevelopmentNotice } from '../lib/payment-environment';
import { errorDetail } from './error-detail';

export interface PaymentErrorPageProps {
  error?: string;
  /** The host the page runs on; decides the development-mode notice. */
  hostname?: string;
}

/** /payment-error?error=...: the payment error page of spec section 2. */
export function PaymentErrorPage({ error, hostname = window.location.hostname }: PaymentErrorPageProps) {
  const { t } = useTranslation('payment');
  useDocumentTitle(t('error.title'));
  const developmentNotice = showsDevelopmentNotice(hostname, error);
  const environment = paymentEnvironment(hostname);
  return (
    <div className="mx-auto w-full max-w-2xl px-4 py-8 sm:py-12">
      <Card data-testid="payment-error">
        <CardHeader className="items-center text-center">
          <span aria-hidden="true" className="text-4xl">
            ⚠️
          </span>
          <CardTitle as="h1" className="text-2xl">
            {t('error.title')}
          </CardTitle>
        </CardHeader>
        <CardContent className="flex flex-col gap-4">
          {developmentNotice ? (
            <Alert variant="blue" title={t('error.devModeTitle')} data-testid="payment-dev-notice">
              {t('error.devModeText')}
            </Alert>
          ) : (
            <Alert variant="red" data-testid="payment-error-message">
              {/* The page speaks in its own words; the address's error is only a quoted, short detail (see errorDetail). */}
              <p>{t('error.generic')}</p>
              {error && (
                <p className="mt-1 text-xs" data-testid="payment-error-detail">
                  {t('error.details')}{' '}
                  {/* Its own direction (an isolate): '404: Not Found' in an Arabic sentence read 'Not Found :404'. */}
                  <code dir="auto" className="font-mono break-all">
                    {errorDetail(error)}
                  </code>
                </p>
              )}
            </Alert>
          )}
          <section aria-labelledby="payment-system-status" className="rounded-lg border border-slate-200 bg-slate-50 p-4 text-sm">
            <h2 id="payment-system-status" className="mb-2 font-semibold text-slate-900">
              {t('error.systemStatus')}
            </h2>
            <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
              <dt className="text-slate-600">{t('error.gateway')}</dt>
              <dd className="text-slate-900">{t('error.gatewayValue')}</dd>
              <dt className="text-slate-600">{t('error.merchantId')}</dt>
              <dd className="font-mono text-slate-900">{COMPANY.cardStatementName}</dd>
              <dt className="text-slate-600">{t('error.environment')}</dt>
              <dd className="text-slate-900" data-testid="payment-environment">
                {t(`error.environments.${environment}`)}
              </dd>
            </dl>
          </section>
        </CardContent>
        <CardFooter className="flex-col items-stretch sm:flex-row sm:justify-center">
          <Button asChild>
            <Link to="/application">{t('error.tryAgain')}</Link>
          </Button>
          <Button asChild variant="outline">
            <Link to="/">{t('error.goHome')}</Link>
          </Button>
        </CardFooter>
        <div className="px-5 pb-5 sm:px-6 sm:pb-6">
          <PrivateServiceDisclaimer />
        </div>
      </Card>
    </div>
  );
}

export default function PaymentErrorRoute() {
  const { error } = useSearch({ from: '/payment-error' });
  return <PaymentErrorPage error={error} />;
}
