import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { rootRoute } from './root-route';
import { optionalString } from './search-params';
import type { PaymentResultSearch } from '../features/payment-pages/result/payment-result-state';
import type { MockPaymentSearch } from '../features/payment-pages/mock-payment/mock-payment-page';

/**
 * The payment screens of spec section 2. Each is its own lazy chunk: none of them may add to the
 * home page's JavaScript.
 */
const resultSearch = (search: Record<string, unknown>): PaymentResultSearch => ({
  payment: optionalString(search.payment),
  transaction: optionalString(search.transaction),
  order: optionalString(search.order),
  // `test` is a flag: present means test mode. The parsed value is kept as it came (`true` arrives as
  // a boolean) so the router writes the address back unchanged.
  test: typeof search.test === 'boolean' || typeof search.test === 'number' ? search.test : optionalString(search.test),
  payload: optionalString(search.payload),
});

const successComponent = lazyRouteComponent(() => import('../features/payment-pages/result/payment-result-page'), 'PaymentSuccessRoute');
const cancelComponent = lazyRouteComponent(() => import('../features/payment-pages/result/payment-result-page'), 'PaymentCancelRoute');

function resultRoute<const TPath extends string>(path: TPath, cancel: boolean) {
  return createRoute({
    getParentRoute: () => rootRoute,
    path,
    validateSearch: resultSearch,
    component: cancel ? cancelComponent : successComponent,
  });
}

export interface PaymentErrorSearch {
  error?: string;
}

export const paymentRoutes = [
  resultRoute('/payment-success', false),
  resultRoute('/payment/success', false),
  resultRoute('/payment-cancel', true),
  resultRoute('/payment/cancel', true),
  createRoute({
    getParentRoute: () => rootRoute,
    path: '/payment-error',
    validateSearch: (search: Record<string, unknown>): PaymentErrorSearch => ({ error: optionalString(search.error) }),
    component: lazyRouteComponent(() => import('../features/payment-pages/error/payment-error-page')),
  }),
  createRoute({
    getParentRoute: () => rootRoute,
    path: '/payment-troubleshoot',
    component: lazyRouteComponent(() => import('../features/payment-pages/troubleshoot/payment-troubleshoot-page')),
  }),
  createRoute({
    getParentRoute: () => rootRoute,
    path: '/mock-gpay-payment',
    validateSearch: (search: Record<string, unknown>): MockPaymentSearch => ({
      order: optionalString(search.order),
      // The router parses "119" as a number; keeping its type keeps the address as the provider wrote it.
      amount: typeof search.amount === 'number' ? search.amount : optionalString(search.amount),
      merchant: optionalString(search.merchant),
      return: optionalString(search.return),
      cancel: optionalString(search.cancel),
    }),
    component: lazyRouteComponent(() => import('../features/payment-pages/mock-payment/mock-payment-page')),
  }),
  createRoute({
    getParentRoute: () => rootRoute,
    path: '/debug-payment',
    component: lazyRouteComponent(() => import('../features/payment-pages/debug/debug-payment-page')),
  }),
  createRoute({
    getParentRoute: () => rootRoute,
    path: '/payment-policy',
    component: lazyRouteComponent(() => import('../features/payment-policy/payment-policy-page')),
  }),
] as const;
