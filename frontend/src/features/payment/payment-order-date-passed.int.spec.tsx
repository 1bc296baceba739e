import { afterEach, beforeAll, describe, expect, it } from '@jest/globals';
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { i18n as I18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { MESSAGES, TIMINGS } from '@evisa/contracts';
import { getToasts, resetToasts } from '../../components/toast/toast-store';
import { INSURANCE_PROGRESS_KEY, WIZARD_PROGRESS_KEY } from '../../lib/saved-progress';
import { createTestI18n, jsonResponse, mockFetch } from '../../test/render-app';
import { renderWizardPage, resumeAtSummary } from '../visa-wizard/visa-wizard-page.test-support';
import { PaymentIssueScreen } from './components/payment-issue-screen';
import { useSubmissionPaymentRetry, type SubmissionActorRef } from './hooks/use-submission-payment-retry';
import type { SubmissionContext } from './machines/submission-phase';

/**
 * The payment issue screen when the server refuses to take payment because the order's arrival
 * (or travel) date has passed (409, MESSAGES.orderDatePassed): it says so and offers a new
 * application instead of Retry Payment, which could never succeed.
 */
const ORDER = 'AUS1234567890XYZ';
const REFUSAL = () => jsonResponse({ statusCode: 409, message: MESSAGES.orderDatePassed, error: 'Conflict' }, 409);
const GENERIC_FAILURE = () => jsonResponse({ success: false, paymentUrl: null, error: 'Card processor unavailable' });

let en: I18n;
let fetchMock: ReturnType<typeof mockFetch> | undefined;

beforeAll(async () => {
  en = await createTestI18n('en');
  await en.loadNamespaces(['wizard', 'messages', 'payment']);
});

afterEach(() => {
  cleanup();
  fetchMock?.restore();
  fetchMock = undefined;
  resetToasts();
  sessionStorage.clear();
});

/** The link's own navigation is a full page load, which jsdom cannot do: its onClick still runs. */
function withoutNavigation() {
  const stop = (event: Event) => event.preventDefault();
  document.addEventListener('click', stop);
  return () => document.removeEventListener('click', stop);
}

describe('payment issue screen: the order can no longer be paid (its date has passed)', () => {
  it('says why and offers Start a New Application (/application) instead of Retry Payment; following it forgets the refused answers', async () => {
    fetchMock = mockFetch((url) => {
      if (url === '/api/applications') return jsonResponse({ applicationNumber: ORDER }, 201);
      if (url === '/api/payment/create') return REFUSAL();
      return jsonResponse([]);
    });
    resumeAtSummary();
    renderWizardPage(en);
    const user = userEvent.setup();
    const submit = await screen.findByRole('button', { name: 'Submit and pay' });
    await user.click(submit);

    const issue = within(await screen.findByTestId('payment-issue-screen'));
    expect(issue.getByText(MESSAGES.orderDatePassed)).toBeInTheDocument();
    expect(issue.queryByText(MESSAGES.paymentIssue)).toBeNull();
    expect(issue.getByTestId('payment-issue-order')).toHaveTextContent(ORDER);
    // No retry is offered or counted anywhere on the page.
    expect(screen.queryByRole('button', { name: /Retry|Open Payment Page/ })).toBeNull();
    expect(issue.queryByTestId('payment-retry-count')).toBeNull();
    const link = issue.getByRole('link', { name: 'Start a New Application' });
    expect(link).toHaveAttribute('href', '/application');
    expect(link).toHaveAccessibleDescription(MESSAGES.orderDatePassed);
    // Submit keeps the focus the traveller gave it.
    expect(document.activeElement).toBe(submit);

    expect(JSON.parse(sessionStorage.getItem(WIZARD_PROGRESS_KEY) ?? '{}').applicationNumber).toBe(ORDER);
    const restore = withoutNavigation();
    try {
      await user.click(link);
    } finally {
      restore();
    }
    // Else the new page would resume this order's summary with its key, and be refused again.
    expect(sessionStorage.getItem(WIZARD_PROGRESS_KEY)).toBeNull();
  });

  it('is in the page language', async () => {
    const fr = await createTestI18n('fr');
    await fr.loadNamespaces(['wizard', 'messages', 'payment']);
    fetchMock = mockFetch((url) => {
      if (url === '/api/applications') return jsonResponse({ applicationNumber: ORDER }, 201);
      if (url === '/api/payment/create') return REFUSAL();
      return jsonResponse([]);
    });
    resumeAtSummary();
    renderWizardPage(fr);
    await userEvent.setup().click(await screen.findByRole('button', { name: fr.t('wizard:summary.submit') }));
    const issue = within(await screen.findByTestId('payment-issue-screen'));
    expect(issue.getByText(fr.t('messages:orderDatePassed'))).toBeInTheDocument();
    expect(fr.t('messages:orderDatePassed')).not.toBe(MESSAGES.orderDatePassed);
    expect(issue.getByRole('link', { name: 'Faire une nouvelle demande' })).toHaveAccessibleDescription(fr.t('messages:orderDatePassed'));
  });

  it('after a retry that the server refuses for good: the focus moves from Retry Payment to Start a New Application, the reason is announced, and no retry is offered or spent', async () => {
    let payments = 0;
    fetchMock = mockFetch((url) => {
      if (url === '/api/applications') return jsonResponse({ applicationNumber: ORDER }, 201);
      if (url === '/api/payment/create') {
        payments += 1;
        return payments === 1 ? GENERIC_FAILURE() : REFUSAL();
      }
      return jsonResponse([]);
    });
    resumeAtSummary();
    renderWizardPage(en);
    const user = userEvent.setup();
    const applicationPosts = () => fetchMock!.calls.filter((c) => c.url === '/api/applications').length;
    await user.click(await screen.findByRole('button', { name: 'Submit and pay' }));
    const retryButton = await screen.findByRole('button', { name: 'Retry Payment' });
    // The first failure's toast, with its Retry (pressed below, after the refusal).
    const firstToast = getToasts().find((toast) => toast.action)!;
    expect(firstToast).toBeDefined();
    retryButton.focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(applicationPosts()).toBe(2), { timeout: TIMINGS.paymentRetryDelayMs + 5000 });

    const link = await screen.findByRole('link', { name: 'Start a New Application' });
    expect(document.activeElement).toBe(link);
    expect(link).toHaveAccessibleDescription(MESSAGES.orderDatePassed);
    // In a live region, so it is read out when it replaces the issue's sentence.
    expect(screen.getAllByRole('status').some((s) => s.textContent?.includes(MESSAGES.orderDatePassed))).toBe(true);
    expect(screen.queryByRole('button', { name: /Retry Payment|Retrying/ })).toBeNull();
    expect(screen.queryByTestId('payment-retry-count')).toBeNull();

    // The earlier toast's Retry spends nothing now: it brings the focus to the way forward.
    link.blur();
    act(() => firstToast.action!.onClick());
    expect(document.activeElement).toBe(link);
    await new Promise((resolve) => setTimeout(resolve, TIMINGS.paymentRetryDelayMs + 500));
    expect(applicationPosts()).toBe(2);
    expect(payments).toBe(2);
  });
});

describe('payment issue screen of an insurance order', () => {
  function InsuranceHarness({ context }: { context: Pick<SubmissionContext, 'paymentUrl' | 'applicationNumber' | 'submissionError'> }) {
    const actorRef: SubmissionActorRef = { getSnapshot: () => ({ matches: () => false }), send: () => {} };
    const { retry, showIssue } = useSubmissionPaymentRetry(actorRef, context, false);
    return showIssue ? <PaymentIssueScreen retry={retry} /> : null;
  }

  it('offers a new insurance application (/insurance) when the insurance form made the refused order', () => {
    sessionStorage.setItem(INSURANCE_PROGRESS_KEY, JSON.stringify({ applicationNumber: 'INS1234567890ABC' }));
    const message = `409: ${JSON.stringify({ statusCode: 409, message: MESSAGES.orderDatePassed })}`;
    render(
      <I18nextProvider i18n={en}>
        <InsuranceHarness context={{ paymentUrl: null, applicationNumber: 'INS1234567890ABC', submissionError: { kind: 'payment', message } }} />
      </I18nextProvider>,
    );
    expect(screen.getByRole('link', { name: 'Start a New Application' })).toHaveAttribute('href', '/insurance');
    expect(screen.queryByRole('button', { name: 'Retry Payment' })).toBeNull();
  });
});
