import { afterEach, beforeAll, jest } from '@jest/globals';
import { act, cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { createMemoryHistory, createRootRoute, createRoute, createRouter, RouterProvider, type RouterHistory } from '@tanstack/react-router';
import type { i18n as I18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { createQueryClient } from '../../../app/query-client';
import { getToasts, resetToasts } from '../../../components/toast/toast-store';
import { createTestI18n, renderApp } from '../../../test/render-app';
import AdminPage from '../admin-page';
import { adminPanelSearch } from '../lib/panel-view';
import { fakeAdminApi } from './fake-admin-api';

/** A small valid PDF, and its bytes as a file input receives them. */
export const PDF_TEXT = '%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n';
export const PDF_BYTES = Uint8Array.from(PDF_TEXT, (char) => char.charCodeAt(0));

/**
 * Sets up a test file of the staff panel: English texts, and after each test the page, the fake
 * network, toasts and timers cleaned up. `renderPage` shows the panel (renderAdminPanel) against a
 * fresh fake API; `renderRoute` the whole app at a path.
 */
export function adminPageHarness() {
  let i18n: I18n;
  let fake: ReturnType<typeof fakeAdminApi> | undefined;

  beforeAll(async () => {
    i18n = await createTestI18n('en');
    await i18n.loadNamespaces(['admin']);
  });

  afterEach(() => {
    cleanup();
    fake?.network.restore();
    fake = undefined;
    act(() => resetToasts());
    jest.useRealTimers();
  });

  function renderPage(options: Parameters<typeof fakeAdminApi>[0] = {}, history?: RouterHistory) {
    fake = fakeAdminApi(options);
    return { ...fake, ...renderAdminPanel(i18n, history) };
  }

  function renderRoute(path: string, options: Parameters<typeof fakeAdminApi>[0] = {}) {
    fake = fakeAdminApi(options);
    renderApp(path, i18n);
    return fake;
  }

  return { renderPage, renderRoute };
}

/**
 * The staff page under a router with the app's /admin search rules (its view is in the address and
 * the history entry), at /admin or in `history`. Not the whole app: only the panel's route, so its
 * headings and landmarks are the page's only ones.
 */
export function renderAdminPanel(i18n: I18n, history: RouterHistory = createMemoryHistory({ initialEntries: ['/admin'] })) {
  const rootRoute = createRootRoute();
  const adminRoute = createRoute({ getParentRoute: () => rootRoute, path: '/admin', validateSearch: adminPanelSearch, component: AdminPage });
  const router = createRouter({ routeTree: rootRoute.addChildren([adminRoute]), history });
  const result = render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={createQueryClient()}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </I18nextProvider>,
  );
  return { history, router, unmount: result.unmount };
}

/** The newest toast. */
export function lastToast() {
  return getToasts()[0];
}

export async function openApproveDialog(number: string) {
  await userEvent.click(await screen.findByRole('button', { name: `Approve application ${number}` }));
  return screen.findByRole('dialog', { name: `Approve application ${number}` });
}

export async function openRejectDialog(number: string) {
  await userEvent.click(await screen.findByRole('button', { name: `Reject application ${number}` }));
  return screen.findByRole('dialog', { name: `Reject application ${number}` });
}

/** Reject from the row: opens the confirmation and presses 'Reject & Send Email' (the reason typed first, if given). */
export async function rejectApplication(number: string, reason?: string) {
  const dialog = await openRejectDialog(number);
  if (reason) await userEvent.type(within(dialog).getByLabelText('Reason (optional)'), reason);
  await userEvent.click(within(dialog).getByRole('button', { name: 'Reject & Send Email' }));
  return dialog;
}
