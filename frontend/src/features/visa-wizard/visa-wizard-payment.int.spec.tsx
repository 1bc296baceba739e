import { afterEach, beforeAll, describe, expect, it } from '@jest/globals';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { i18n as I18n } from 'i18next';
import { MESSAGES, TIMINGS, toIsoDate } from '@evisa/contracts';
import { resetToasts } from '../../components/toast/toast-store';
import { createTestI18n, jsonResponse, mockFetch } from '../../test/render-app';
import { WIZARD_PROGRESS_KEY } from './lib/wizard-progress';
import { AUSTRALIA, VALID_PERSONAL } from './machines/visa-wizard.test-support';
import { renderWizardPage } from './visa-wizard-page.test-support';

const ORDER = 'AUS1234567890XYZ';
let i18n: I18n;
let fetchMock: ReturnType<typeof mockFetch> | undefined;

beforeAll(async () => {
  i18n = await createTestI18n('en');
  await i18n.loadNamespaces(['wizard', 'messages', 'payment']);
});

afterEach(() => {
  cleanup();
  fetchMock?.restore();
  resetToasts();
  sessionStorage.clear();
});

/** A complete 5-step form, resumed at the summary step. */
function resumeAtSummary() {
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

describe('visa wizard: payment failure goes to the payment retry flow', () => {
  it('shows the payment page issue screen with the order id and counter, and Retry Payment resubmits after 2 s', async () => {
    fetchMock = mockFetch((url) => {
      if (url === '/api/applications') return jsonResponse({ applicationNumber: ORDER }, 201);
      if (url === '/api/payment/create') return jsonResponse({ success: false, paymentUrl: null, error: 'Card processor unavailable' });
      return jsonResponse([]);
    });
    resumeAtSummary();
    renderWizardPage(i18n);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Submit and pay' }));

    const issue = within(await screen.findByTestId('payment-issue-screen'));
    expect(issue.getByText(MESSAGES.paymentIssue)).toBeInTheDocument();
    expect(issue.getByTestId('payment-issue-order')).toHaveTextContent(ORDER);
    expect(issue.getByTestId('payment-retry-count')).toHaveTextContent('0 of 3');
    expect(issue.getByRole('button', { name: 'Open Payment Page in New Tab' })).toBeDisabled();
    const applicationPosts = () => fetchMock!.calls.filter((c) => c.url === '/api/applications');
    expect(applicationPosts()).toHaveLength(1);

    await user.click(issue.getByRole('button', { name: 'Retry Payment' }));
    expect(await screen.findByRole('button', { name: 'Retrying...' })).toHaveAttribute('aria-disabled', 'true');
    await waitFor(() => expect(applicationPosts()).toHaveLength(2), { timeout: TIMINGS.paymentRetryDelayMs + 2000 });
    // The resubmission reuses the Idempotency-Key, so the server returns the same application.
    const keys = applicationPosts().map((c) => (c.init?.headers as Record<string, string>)['Idempotency-Key']);
    expect(keys[1]).toBe(keys[0]);
    expect(await screen.findByTestId('payment-retry-count')).toHaveTextContent('1 of 3');
  }, 15_000);
});
