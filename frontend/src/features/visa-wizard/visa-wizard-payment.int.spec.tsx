import { afterEach, beforeAll, describe, expect, it } from '@jest/globals';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { i18n as I18n } from 'i18next';
import { COMPANY, MESSAGES, TIMINGS } from '@evisa/contracts';
import { resetToasts } from '../../components/toast/toast-store';
import { createTestI18n, jsonResponse, mockFetch } from '../../test/render-app';
import { WIZARD_PROGRESS_KEY } from './lib/wizard-progress';
import { wizardNavigation } from './hooks/use-visa-wizard';
import { renderWizardPage, resumeAtSummary } from './visa-wizard-page.test-support';

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

/** The provider's refusal of every payment create. */
const PAYMENT_REFUSED = { success: false, paymentUrl: null, error: 'Card processor unavailable' };

/** The application is accepted (ORDER); every payment create is refused. */
function paymentCreateRefused(url: string) {
  if (url === '/api/applications') return jsonResponse({ applicationNumber: ORDER }, 201);
  if (url === '/api/payment/create') return jsonResponse(PAYMENT_REFUSED);
  return jsonResponse([]);
}

describe('visa wizard: payment failure goes to the payment retry flow', () => {
  it('shows the payment page issue screen with the order id and counter, and Retry Payment resubmits after 2 s', async () => {
    fetchMock = mockFetch(paymentCreateRefused);
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
    await waitFor(() => expect(applicationPosts()).toHaveLength(2), { timeout: TIMINGS.paymentRetryDelayMs + 5000 });
    // The resubmission reuses the Idempotency-Key, so the server returns the same application.
    const keys = applicationPosts().map((c) => (c.init?.headers as Record<string, string>)['Idempotency-Key']);
    expect(keys[1]).toBe(keys[0]);
    expect(await screen.findByTestId('payment-retry-count')).toHaveTextContent('1 of 3');
  });

  it("counts the failure toast's Retry toward the 3 attempts, as the issue screen's Retry Payment", async () => {
    fetchMock = mockFetch(paymentCreateRefused);
    resumeAtSummary();
    renderWizardPage(i18n);
    const user = userEvent.setup();
    const applicationPosts = () => fetchMock!.calls.filter((c) => c.url === '/api/applications').length;
    const counter = () => screen.getByTestId('payment-retry-count');
    const retryWait = { timeout: TIMINGS.paymentRetryDelayMs + 5000 };
    // The newest failure toast's Retry (each failure shows one; Retry closes its toast). Clicked with
    // fireEvent: user-event's pointer events reach Radix's swipe handling, which needs pointer capture jsdom lacks.
    const toastRetry = async () => (await screen.findAllByRole('button', { name: 'Retry' })).at(-1)!;
    await user.click(await screen.findByRole('button', { name: 'Submit and pay' }));
    await screen.findByTestId('payment-issue-screen');
    expect(counter()).toHaveTextContent('0 of 3');

    fireEvent.click(await toastRetry());
    // The retry flow's 2-second wait, shown on the issue screen too: one attempt, not a second flow.
    expect(await screen.findByRole('button', { name: 'Retrying...' })).toBeInTheDocument();
    await waitFor(() => expect(applicationPosts()).toBe(2), retryWait);
    await waitFor(() => expect(counter()).toHaveTextContent('1 of 3'));

    fireEvent.click(await toastRetry());
    await waitFor(() => expect(applicationPosts()).toBe(3), retryWait);
    await waitFor(() => expect(counter()).toHaveTextContent('2 of 3'));
    const lastToastRetry = await toastRetry();

    await user.click(screen.getByRole('button', { name: 'Retry Payment' }));
    await waitFor(() => expect(applicationPosts()).toBe(4), retryWait);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Retry Payment' })).toHaveAttribute('aria-disabled', 'true'));
    expect(counter()).toHaveTextContent('3 of 3');
    // The failure toast shown after the last attempt has no Retry, and says what to do instead of "try again".
    await screen.findByText(`You have tried 3 times. Please contact support at ${COMPANY.supportEmail} with your order ID.`);

    // All three used: a toast still on screen from before offers nothing more, and takes the
    // traveller to Retry Payment, which says why.
    fireEvent.click(lastToastRetry);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Retry Payment' }));
    await new Promise((resolve) => setTimeout(resolve, TIMINGS.paymentRetryDelayMs + 500));
    expect(applicationPosts()).toBe(4);
    expect(counter()).toHaveTextContent('3 of 3');
    expect(screen.queryAllByRole('button', { name: 'Retry' })).toHaveLength(0);
  });
});

describe('visa wizard: Retry Payment from the keyboard until the 3 retries are used', () => {
  it('keeps the focus on Retry Payment through every retry; once used up it stays focusable, does nothing and is described by why', async () => {
    fetchMock = mockFetch(paymentCreateRefused);
    resumeAtSummary();
    renderWizardPage(i18n);
    const user = userEvent.setup();
    const applicationPosts = () => fetchMock!.calls.filter((c) => c.url === '/api/applications').length;
    await user.click(await screen.findByRole('button', { name: 'Submit and pay' }));
    const retryButton = await screen.findByRole('button', { name: 'Retry Payment' });
    retryButton.focus();

    for (const attempt of [1, 2, 3]) {
      await user.keyboard('{Enter}');
      // The 2-second wait: busy, announced, and still the focused control.
      const busy = await screen.findByRole('button', { name: 'Retrying...' });
      expect(busy).toHaveAttribute('aria-busy', 'true');
      expect(busy).toHaveAttribute('aria-disabled', 'true');
      expect(document.activeElement).toBe(busy);
      expect(screen.getAllByRole('status').some((s) => s.textContent === 'Retrying...')).toBe(true);
      await waitFor(() => expect(applicationPosts()).toBe(attempt + 1), { timeout: TIMINGS.paymentRetryDelayMs + 5000 });
      await waitFor(() => expect(screen.getByTestId('payment-retry-count')).toHaveTextContent(`${attempt} of 3`));
      // The resubmission and its failure never took the button away from under the focus.
      await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Retry Payment' })));
      expect(document.activeElement).toBe(retryButton);
    }

    const exhausted = screen.getByRole('button', { name: 'Retry Payment' });
    expect(exhausted).not.toBeDisabled();
    expect(exhausted).toHaveAttribute('aria-disabled', 'true');
    expect(exhausted).toHaveAccessibleDescription(
      `You have tried 3 times, so Retry Payment no longer works for this order. Please contact support at ${COMPANY.supportEmail} with your order ID.`,
    );
    // In a live region, so it is read out when it appears; the address is a mail link.
    expect(screen.getAllByRole('status').some((s) => s.textContent?.startsWith('You have tried 3 times'))).toBe(true);
    expect(screen.getByRole('link', { name: COMPANY.supportEmail })).toHaveAttribute('href', `mailto:${COMPANY.supportEmail}`);
    await user.keyboard('{Enter}');
    await new Promise((resolve) => setTimeout(resolve, TIMINGS.paymentRetryDelayMs + 500));
    expect(applicationPosts()).toBe(4);
    expect(document.activeElement).toBe(exhausted);
  });
});

describe('visa wizard: Retry Payment while its resubmission waits for the server', () => {
  it("stays 'Retrying...' (busy) until the server answers, so a press meanwhile spends no attempt", async () => {
    let posts = 0;
    let answerSecond: () => void = () => {};
    fetchMock = mockFetch((url) => {
      if (url === '/api/applications') {
        posts += 1;
        if (posts === 1) return jsonResponse({ applicationNumber: ORDER }, 201);
        return new Promise((resolve) => {
          answerSecond = () => resolve(jsonResponse({ applicationNumber: ORDER }, 201));
        });
      }
      if (url === '/api/payment/create') return jsonResponse(PAYMENT_REFUSED);
      return jsonResponse([]);
    });
    resumeAtSummary();
    renderWizardPage(i18n);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Submit and pay' }));
    const retryButton = await screen.findByRole('button', { name: 'Retry Payment' });
    retryButton.focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(posts).toBe(2), { timeout: TIMINGS.paymentRetryDelayMs + 5000 });

    // The 2 s are over and the resubmission is out: still the same busy, focused button.
    expect(retryButton).toHaveAccessibleName('Retrying...');
    expect(retryButton).toHaveAttribute('aria-busy', 'true');
    expect(document.activeElement).toBe(retryButton);
    await user.keyboard('{Enter}');
    answerSecond();
    await waitFor(() => expect(retryButton).toHaveAccessibleName('Retry Payment'));
    expect(screen.getByTestId('payment-retry-count')).toHaveTextContent('1 of 3');
    expect(document.activeElement).toBe(retryButton);
    await new Promise((resolve) => setTimeout(resolve, TIMINGS.paymentRetryDelayMs + 500));
    expect(posts).toBe(2);
    expect(screen.getByTestId('payment-retry-count')).toHaveTextContent('1 of 3');
  });
});

describe("visa wizard: the browser's Back while the application is being submitted", () => {
  it('is ignored: the summary stays with its address, and the one submission carries on to its result', async () => {
    let answerApplication: () => void = () => {};
    fetchMock = mockFetch((url) => {
      if (url === '/api/applications') {
        return new Promise((resolve) => {
          answerApplication = () => resolve(jsonResponse({ applicationNumber: ORDER }, 201));
        });
      }
      if (url === '/api/payment/create') return jsonResponse(PAYMENT_REFUSED);
      return jsonResponse([]);
    });
    resumeAtSummary();
    // Steps 4 and 5 as the traveller came through them.
    const { history } = renderWizardPage(i18n, ['/application?step=4', '/application?step=5']);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Submit and pay' }));
    expect(await screen.findByRole('button', { name: 'Processing...' })).toBeInTheDocument();

    history.back();
    // The machine refuses to leave the submission: the address names the summary again.
    await waitFor(() => expect(history.location.search).toBe('?step=5'));
    expect(screen.getByRole('heading', { name: 'Step 5: Payment' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();

    answerApplication();
    const issue = within(await screen.findByTestId('payment-issue-screen'));
    expect(issue.getByTestId('payment-issue-order')).toHaveTextContent(ORDER);
    expect(fetchMock.calls.filter((c) => c.url === '/api/applications')).toHaveLength(1);
    expect(fetchMock.calls.filter((c) => c.url === '/api/payment/create')).toHaveLength(1);
    expect(history.location.search).toBe('?step=5');
  });
});

describe("visa wizard: Back from the payment page, the wizard shown again from the browser's back/forward cache", () => {
  const originalAssign = wizardNavigation.assign;
  afterEach(() => {
    wizardNavigation.assign = originalAssign;
  });

  it('shows the summary ready to change or submit again, not a submission stuck in Processing; Submit is the same application', async () => {
    const redirects: string[] = [];
    wizardNavigation.assign = (url) => void redirects.push(url);
    fetchMock = mockFetch((url) => {
      if (url === '/api/applications') return jsonResponse({ applicationNumber: ORDER }, 201);
      if (url === '/api/payment/create') return jsonResponse({ success: true, paymentUrl: `/pay/${ORDER}`, error: null });
      return jsonResponse([]);
    });
    resumeAtSummary();
    renderWizardPage(i18n, ['/application?step=4', '/application?step=5']);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Submit and pay' }));
    await waitFor(() => expect(redirects).toEqual([`/pay/${ORDER}`]), { timeout: TIMINGS.paymentRedirectDelayMs + 5000 });
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();

    // The browser shows the page again as it was left (pageshow with persisted), timers and all.
    act(() => void window.dispatchEvent(Object.assign(new Event('pageshow'), { persisted: true })));
    const submit = await screen.findByRole('button', { name: 'Submit and pay' });
    expect(screen.getByRole('button', { name: 'Previous' })).toBeEnabled();
    expect(JSON.parse(sessionStorage.getItem(WIZARD_PROGRESS_KEY)!)).toMatchObject({ step: 'summary', applicationNumber: ORDER });

    await user.click(submit);
    await waitFor(() => expect(redirects).toHaveLength(2), { timeout: TIMINGS.paymentRedirectDelayMs + 5000 });
    const keys = fetchMock.calls.filter((c) => c.url === '/api/applications').map((c) => (c.init?.headers as Record<string, string>)['Idempotency-Key']);
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
  });
});
