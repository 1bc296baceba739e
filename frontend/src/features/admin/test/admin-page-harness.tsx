import { afterEach, beforeAll, jest } from '@jest/globals';
import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { createQueryClient } from '../../../app/query-client';
import { getToasts, resetToasts } from '../../../components/toast/toast-store';
import { createTestI18n, renderApp } from '../../../test/render-app';
import AdminPage from '../admin-page';
import { fakeAdminApi } from './fake-admin-api';

/** A small valid PDF, and its bytes as a file input receives them. */
export const PDF_TEXT = '%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n';
export const PDF_BYTES = Uint8Array.from(PDF_TEXT, (char) => char.charCodeAt(0));

/**
 * Sets up a test file of the staff panel: English texts, and after each test the page, the fake
 * network, toasts and timers cleaned up. `renderPage` shows the panel against a fresh fake API;
 * `renderRoute` the whole app at a path (through the router).
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

  function renderPage(options: Parameters<typeof fakeAdminApi>[0] = {}) {
    fake = fakeAdminApi(options);
    render(
      <I18nextProvider i18n={i18n}>
        <QueryClientProvider client={createQueryClient()}>
          <AdminPage />
        </QueryClientProvider>
      </I18nextProvider>,
    );
    return fake;
  }

  function renderRoute(path: string, options: Parameters<typeof fakeAdminApi>[0] = {}) {
    fake = fakeAdminApi(options);
    renderApp(path, i18n);
    return fake;
  }

  return { renderPage, renderRoute };
}

/** The newest toast. */
export function lastToast() {
  return getToasts()[0];
}

export async function openApproveDialog(number: string) {
  await userEvent.click(await screen.findByRole('button', { name: `Approve application ${number}` }));
  return screen.findByRole('dialog', { name: `Approve application ${number}` });
}
