import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import type { QueryClient } from '@tanstack/react-query';
import { rootRoute } from './root-route';
import { HomePage } from '../features/home/home-page';
import { optionalString } from './search-params';
import { countriesQueryOptions } from '../lib/api/countries';
import { stepNumberFromAddress } from '../features/visa-wizard/machines/wizard-steps';

/** The home page ships in the entry chunk: it is the landing page and must paint without a second request. */
export const homeRoute = createRoute({ getParentRoute: () => rootRoute, path: '/', component: HomePage });

// The wizard is the heaviest screen (XState, date pickers), so it stays out of the home page's JavaScript.
const visaWizardComponent = lazyRouteComponent(() => import('../features/visa-wizard/visa-wizard-page'));
// The country list is requested together with the wizard's code (not after it has loaded and rendered),
// and already on hover/focus of a link to the wizard (defaultPreload 'intent'). Not awaited: the first
// step renders its loading state rather than waiting.
const visaWizardLoader = ({ context }: { context: { queryClient: QueryClient } }) => {
  void context.queryClient.prefetchQuery(countriesQueryOptions());
};
export interface VisaWizardSearch {
  /** The wizard's step number: each step is a history entry, so Back and Forward move between steps. */
  step?: number;
}
// Only a step number passes; which step it is and whether the answers allow it is the wizard machine's call.
export const visaWizardSearch = (search: Record<string, unknown>): VisaWizardSearch => ({
  step: stepNumberFromAddress(search.step),
});
export const applicationRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/application',
  validateSearch: visaWizardSearch,
  loader: visaWizardLoader,
  component: visaWizardComponent,
});
export const applyRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/apply',
  validateSearch: visaWizardSearch,
  loader: visaWizardLoader,
  component: visaWizardComponent,
});

export interface StatusSearch {
  ref?: string;
  /** Which lookup the number belongs to; absent means a visa application. */
  kind?: 'insurance';
}
export const statusRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/status',
  validateSearch: (search: Record<string, unknown>): StatusSearch => ({
    ref: optionalString(search.ref),
    kind: search.kind === 'insurance' ? 'insurance' : undefined,
  }),
  component: lazyRouteComponent(() => import('../features/status-check/status-page'), 'StatusPage'),
});

export interface InsuranceSearch {
  /** Nationality (country name) handed over by the wizard's insurance redirect. */
  country?: string;
}
export const insuranceRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/insurance',
  validateSearch: (search: Record<string, unknown>): InsuranceSearch => ({ country: optionalString(search.country) }),
  component: lazyRouteComponent(() => import('../features/insurance/insurance-page')),
});

/** Internal: the mobile test checklist, for staff only (PRODUCT.md decision 4); its own chunk like the pages above. */
export const mobileTestRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/mobile-test',
  component: lazyRouteComponent(() => import('../features/mobile-test/mobile-test-page')),
});

/** The staff support chat: staff only, so its code loads only when someone opens it (like /admin). */
export const chatAdminRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/chat-admin',
  component: lazyRouteComponent(() => import('../features/chat-admin/chat-admin-page')),
});

/** A page of text in its own chunk (information and legal pages: read by few visitors, never on the way to applying). */
function contentRoute<const TPath extends string>(path: TPath, component: ReturnType<typeof lazyRouteComponent>) {
  return createRoute({ getParentRoute: () => rootRoute, path, component });
}

// Pages the spec gives two addresses (contracts WEB_PAGE_ALIASES) are one component at both.
const privacyPolicyPage = lazyRouteComponent(() => import('../features/privacy/privacy-policy-page'));
const refundPage = lazyRouteComponent(() => import('../features/legal/refund-page'));

/** Information and legal pages (spec section 2). Pages the spec gives two addresses have one text at both. */
export const contentRoutes = [
  contentRoute('/faq', lazyRouteComponent(() => import('../features/info-pages/faq-page'))),
  contentRoute('/requirements', lazyRouteComponent(() => import('../features/info-pages/requirements-page'))),
  contentRoute('/processing-times', lazyRouteComponent(() => import('../features/info-pages/processing-times-page'))),
  // Two pages, as the spec lists them: the Terms & Conditions (using the website) and the Terms of Service (orders).
  contentRoute('/terms', lazyRouteComponent(() => import('../features/legal/terms-and-conditions-page'))),
  contentRoute('/terms-of-service', lazyRouteComponent(() => import('../features/legal/terms-page'))),
  contentRoute('/privacy', privacyPolicyPage),
  contentRoute('/privacy-policy', privacyPolicyPage),
  contentRoute('/kvkk', lazyRouteComponent(() => import('../features/privacy/kvkk-page'))),
  contentRoute('/cancellation-policy', refundPage),
  contentRoute('/refund', refundPage),
  contentRoute('/security', lazyRouteComponent(() => import('../features/legal/security-page'))),
] as const;
