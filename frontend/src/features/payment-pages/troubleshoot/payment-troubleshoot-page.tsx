import { useState } from 'react';
import { Link } from '@tanstack/react-router';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { COMPANY } from '../../../lib/company';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { DEFAULT_PROVIDER_ENDPOINT, checkProvider, type ProviderCheckState } from './provider-check';

const STATUS_TEXT: Record<ProviderCheckState, string> = {
  unknown: 'Status not checked yet. Use the button to check the payment provider now.',
  working: 'GPay API is responding normally',
  error: 'GPay API is currently experiencing issues',
};

const STATUS_VARIANT = { unknown: 'blue', working: 'green', error: 'red' } as const;

/**
 * /payment-troubleshoot: the payment system status page (spec section 2). It is a diagnostic page
 * and, as in the spec, English only.
 */
export function PaymentTroubleshootPage({ providerEndpoint = DEFAULT_PROVIDER_ENDPOINT }: { providerEndpoint?: string }) {
  useDocumentTitle('Payment System Status');
  const [state, setState] = useState<ProviderCheckState>('unknown');
  const [checking, setChecking] = useState(false);

  const check = async () => {
    setChecking(true);
    setState(await checkProvider(providerEndpoint));
    setChecking(false);
  };

  return (
    <div lang="en" dir="ltr" className="mx-auto flex w-full max-w-3xl flex-col gap-6 px-4 py-8 sm:py-12">
      <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">Payment System Status</h1>
      <Alert variant="orange" icon="⚠️" title="Known issue">
        Our card payment provider is currently experiencing intermittent server errors. Some payment attempts may fail or the
        payment page may not load. Your application is saved, and you can pay once the provider responds again.
      </Alert>

      <Card>
        <CardHeader>
          <CardTitle>Payment provider status</CardTitle>
        </CardHeader>
        <CardContent className="flex flex-col gap-4">
          <Alert variant={STATUS_VARIANT[state]} data-testid="provider-status" data-state={state}>
            {STATUS_TEXT[state]}
          </Alert>
          <Button className="self-start" onClick={() => void check()} loading={checking}>
            {checking ? 'Checking…' : 'Check Status'}
          </Button>
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle>Troubleshooting steps</CardTitle>
        </CardHeader>
        <CardContent>
          <ol className="list-decimal space-y-2 ps-5 text-slate-800">
            <li>Wait 2-3 minutes, then try the payment again.</li>
            <li>Clear your browser cache and cookies, then reload the page.</li>
            <li>Try another browser, or a private window.</li>
            <li>
              If the problem persists, contact support at{' '}
              <a className="font-semibold text-brand-700 underline" href={`mailto:${COMPANY.supportEmail}`}>
                {COMPANY.supportEmail}
              </a>{' '}
              with your application number.
            </li>
          </ol>
        </CardContent>
      </Card>

      <div className="flex flex-col gap-3 sm:flex-row">
        <Button asChild variant="outline">
          {/* Says that it opens a new tab (WCAG G201), in English like the rest of this page: Back does nothing there. */}
          <a href={providerEndpoint} target="_blank" rel="noopener noreferrer">
            Open the payment provider test page
            <span aria-hidden="true">↗</span>
            <span className="sr-only"> (opens in a new tab)</span>
          </a>
        </Button>
        <Button asChild>
          <Link to="/">Back to homepage</Link>
        </Button>
      </div>
    </div>
  );
}

export default function PaymentTroubleshootRoute() {
  return <PaymentTroubleshootPage />;
}
