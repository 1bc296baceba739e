import { MESSAGES, TIMINGS } from '@evisa/contracts';
import { useEffect, useId, useRef, useState } from 'react';
import { CURRENCY, INSURANCE_FROM_CENTS } from '@evisa/contracts';
import { Button } from '../../../components/ui/button';
import { Card, CardContent } from '../../../components/ui/card';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { createPayment, type CreatePaymentRequest } from '../../payment/api/create-payment';
import { StaffOnly, type StaffOnlyTexts } from '../../admin/components/staff-only';
import { isSameOriginPath } from '../lib/same-origin-path';

const DEBUG_REDIRECT_DELAY_MS = TIMINGS.debugPaymentRedirectMs;

/** Spec section 9: the debug page pays the cheapest insurance plan's price, $114. */
const DEBUG_AMOUNT_USD = INSURANCE_FROM_CENTS / 100;

export function debugPaymentRequest(orderId: string): CreatePaymentRequest {
  return {
    amount: DEBUG_AMOUNT_USD,
    currency: CURRENCY,
    description: 'Payment API debug test',
    customerEmail: 'debug@example.com',
    customerName: 'Debug Test',
    orderId,
  };
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** The tool itself; only rendered for a signed-in staff member. */
export function DebugPaymentTool({ navigate = (url: string) => window.location.assign(url) }: { navigate?: (url: string) => void }) {
  const id = useId();
  const [orderId, setOrderId] = useState('');
  const [result, setResult] = useState('');
  // Which test is running. The buttons are then inert (aria-disabled), not disabled: a disabled button
  // under the keyboard drops the focus to the page's start.
  const [running, setRunning] = useState<'api' | 'redirect' | null>(null);
  const redirectTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(redirectTimer.current), []);

  const testApi = async () => {
    if (running) return;
    setRunning('api');
    try {
      setResult(JSON.stringify(await createPayment(debugPaymentRequest(orderId.trim())), null, 2));
    } catch (error) {
      setResult(`API Error: ${messageOf(error)}`);
    } finally {
      setRunning(null);
    }
  };

  const testRedirect = async () => {
    if (running) return;
    setRunning('redirect');
    try {
      const response = await createPayment(debugPaymentRequest(orderId.trim()));
      if (!response.success || !response.paymentUrl) throw new Error(response.error || MESSAGES.paymentInitFailed);
      const url = response.paymentUrl;
      if (!url.startsWith('https://') && !isSameOriginPath(url)) throw new Error(`Refusing to open ${url}`);
      setResult(`Payment created. Redirecting to ${url} in ${DEBUG_REDIRECT_DELAY_MS / 1000} seconds...`);
      redirectTimer.current = setTimeout(() => navigate(url), DEBUG_REDIRECT_DELAY_MS);
    } catch (error) {
      setResult(`Redirect Error: ${messageOf(error)}`);
    } finally {
      setRunning(null);
    }
  };

  const blank = orderId.trim() === '';
  return (
    <Card>
      <CardContent className="flex flex-col gap-4 pt-5 sm:pt-6">
        <div className="flex flex-col gap-1.5">
          <Label htmlFor={`${id}-order`}>Transaction ID (application number)</Label>
          <Input id={`${id}-order`} value={orderId} onChange={(e) => setOrderId(e.target.value)} autoComplete="off" spellCheck={false} />
        </div>
        <p className="text-sm text-slate-600">
          Sends POST /api/payment/create for {DEBUG_AMOUNT_USD} {CURRENCY}; the server accepts it only when that equals the order's total.
        </p>
        <div className="flex flex-col gap-3 sm:flex-row">
          <Button onClick={() => void testApi()} disabled={blank} loading={running === 'api'} aria-disabled={running !== null || undefined}>
            Test Payment API
          </Button>
          <Button
            variant="outline"
            onClick={() => void testRedirect()}
            disabled={blank}
            loading={running === 'redirect'}
            aria-disabled={running !== null || undefined}
          >
            Test Direct Redirect
          </Button>
        </div>
        <div className="flex flex-col gap-1.5">
          <h2 className="text-sm font-semibold text-slate-900">Result</h2>
          <pre
            data-testid="debug-result"
            aria-live="polite"
            className="min-h-24 overflow-x-auto whitespace-pre-wrap break-all rounded-lg bg-slate-900 p-4 font-mono text-xs text-slate-100"
          >
            {result || 'No test run yet.'}
          </pre>
        </div>
      </CardContent>
    </Card>
  );
}

const STAFF_ONLY_TEXTS: StaffOnlyTexts = {
  checking: 'Checking your staff session',
  title: 'Staff only',
  signInNeeded: 'This internal page is for staff. Please sign in to the staff area first.',
  checkFailed: 'We could not check your staff session. Please try again in a moment.',
  signIn: 'Go to staff sign-in',
};

/**
 * /debug-payment: the payment debug page (spec section 2), English like the other internal pages.
 * PRODUCT.md decision 4: it needs a staff session, checked by the server's GET /api/admin/auth/me.
 */
export default function DebugPaymentPage() {
  useDocumentTitle('Payment Debug');
  return (
    <div lang="en" dir="ltr" className="mx-auto flex w-full max-w-3xl flex-col gap-6 px-4 py-8 sm:py-12">
      <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">Payment Debug</h1>
      <StaffOnly texts={STAFF_ONLY_TEXTS}>
        <DebugPaymentTool />
      </StaffOnly>
    </div>
  );
}
