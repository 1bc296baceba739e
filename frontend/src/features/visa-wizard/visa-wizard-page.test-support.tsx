import { render } from '@testing-library/react';
import { RouterProvider, createMemoryHistory, createRootRoute, createRoute, createRouter, Outlet } from '@tanstack/react-router';
import { QueryClientProvider } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { createQueryClient } from '../../app/query-client';
import { Toaster } from '../../components/toast/toaster';
import { visaWizardSearch } from '../../routes/page-routes';
import { toIsoDate } from '@evisa/contracts';
import { WIZARD_PROGRESS_KEY } from './lib/wizard-progress';
import { AUSTRALIA, VALID_PERSONAL } from './machines/visa-wizard.test-support';
import VisaWizardPage from './visa-wizard-page';

/**
 * The wizard page under a router with the app's /application search rules (the step in the
 * address) and the toaster, at `path`. Not the whole app: its route loader needs the Fetch API's
 * `Response`, which jsdom lacks, and the page needs nothing else of it.
 * `path` may be the history's entries, the last one current (an earlier page, then the wizard).
 */
export function renderWizardPage(i18n: I18n, path: string | string[] = '/application') {
  const rootRoute = createRootRoute({
    component: () => (
      <>
        <Outlet />
        <Toaster />
      </>
    ),
  });
  const applicationRoute = createRoute({
    getParentRoute: () => rootRoute,
    path: '/application',
    validateSearch: visaWizardSearch,
    component: VisaWizardPage,
  });
  // A page before the wizard, to leave it for with the browser's Back.
  const earlierRoute = createRoute({ getParentRoute: () => rootRoute, path: '/', component: () => <p>Earlier page</p> });
  const entries = typeof path === 'string' ? [path] : path;
  const history = createMemoryHistory({ initialEntries: entries, initialIndex: entries.length - 1 });
  const router = createRouter({ routeTree: rootRoute.addChildren([earlierRoute, applicationRoute]), history });
  const result = render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={createQueryClient()}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </I18nextProvider>,
  );
  return { ...result, history, router };
}

/** A complete 5-step form, resumed at the summary step. */
export function resumeAtSummary() {
  sessionStorage.setItem(
    WIZARD_PROGRESS_KEY,
    JSON.stringify({
      version: 1,
      step: 'summary',
      form: {
        country: AUSTRALIA,
        documentType: 'ordinary',
        hasSupportingDocument: false,
        arrivalDate: toIsoDate(new Date(Date.now() + 30 * 86_400_000)),
        processingType: 'standard',
        personal: VALID_PERSONAL,
        privacyPolicyAccepted: true,
        termsOfServiceAccepted: true,
      },
      idempotencyKey: null,
      submissionFingerprint: null,
    }),
  );
}
