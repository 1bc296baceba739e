import { afterEach, beforeAll, describe, expect, it } from '@jest/globals';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { i18n as I18n } from 'i18next';
import { MESSAGES } from '@evisa/contracts';
import { createTestI18n, jsonResponse, mockFetch, renderApp } from '../../test/render-app';

const APPLICATION = {
  applicationNumber: 'ABC1234567890XYZ',
  status: 'pending',
  paymentStatus: 'pending',
  firstName: 'Ada',
  lastName: 'Lovelace',
  createdAt: '2026-11-20T10:15:00.000Z',
  arrivalDate: '2026-12-24',
  totalAmount: '184',
  processingType: 'fast',
  hasDocument: false,
};

let i18n: I18n;
let fetchMock: ReturnType<typeof mockFetch> | undefined;

beforeAll(async () => {
  i18n = await createTestI18n('en');
});

afterEach(() => {
  cleanup();
  fetchMock?.restore();
  fetchMock = undefined;
});

function answerWith(application: Partial<typeof APPLICATION> | null) {
  fetchMock = mockFetch((url) =>
    url.startsWith('/api/applications/')
      ? application
        ? jsonResponse({ ...APPLICATION, ...application })
        : jsonResponse({ statusCode: 404, message: 'Application not found' }, 404)
      : jsonResponse({}, 404),
  );
  return fetchMock;
}

async function search(number: string) {
  const user = userEvent.setup();
  const input = await screen.findByLabelText('Application number');
  await user.clear(input);
  if (number) await user.type(input, number);
  await user.click(screen.getByRole('button', { name: 'Check status' }));
}

describe('status page', () => {
  it('asks for a number when the field is empty, without calling the API', async () => {
    const network = answerWith(APPLICATION);
    renderApp('/status', i18n);
    await search('');
    expect(await screen.findByText(MESSAGES.statusNumberRequired)).toBeInTheDocument();
    expect(screen.getByLabelText('Application number')).toHaveAttribute('aria-invalid', 'true');
    expect(network.calls.filter((c) => c.url.startsWith('/api/applications'))).toHaveLength(0);
  });

  it('rejects numbers shorter than 6 characters', async () => {
    const network = answerWith(APPLICATION);
    renderApp('/status', i18n);
    await search('AB12');
    expect(await screen.findByText(MESSAGES.statusNumberTooShort)).toBeInTheDocument();
    expect(network.calls.filter((c) => c.url.startsWith('/api/applications'))).toHaveLength(0);
  });

  it('shows the red not-found notice when the server answers 404', async () => {
    answerWith(null);
    renderApp('/status', i18n);
    await search('NOPE123456');
    const notice = await screen.findByRole('alert');
    expect(notice).toHaveTextContent(MESSAGES.applicationNotFound);
    expect(notice).toHaveAttribute('data-variant', 'red');
  });

  it('shows the result fields and a yellow pending badge, without a download', async () => {
    const network = answerWith(APPLICATION);
    renderApp('/status', i18n);
    await search('abc1234567890xyz');
    const result = await screen.findByRole('region', { name: 'Ada Lovelace' });
    expect(network.calls.at(-1)?.url).toBe('/api/applications/ABC1234567890XYZ');
    const badge = result.querySelector('[data-colour]');
    expect(badge).toHaveTextContent('Pending');
    expect(badge).toHaveAttribute('data-colour', 'yellow');
    expect(within(result).getByText('Your application is under review.')).toBeInTheDocument();
    expect(within(result).getByText('December 24, 2026')).toBeInTheDocument();
    expect(within(result).getByText('$184')).toBeInTheDocument();
    expect(within(result).getByText('Fast')).toBeInTheDocument();
    expect(within(result).queryByRole('link', { name: 'Download e-Visa' })).not.toBeInTheDocument();
  });

  it('offers the e-visa download in a new tab once approved', async () => {
    answerWith({ status: 'approved', paymentStatus: 'completed', hasDocument: true });
    renderApp('/status', i18n);
    await search('ABC1234567890XYZ');
    const download = await screen.findByRole('link', { name: 'Download e-Visa' });
    expect(download).toHaveAttribute('href', '/api/download/visa/ABC1234567890XYZ');
    expect(download).toHaveAttribute('target', '_blank');
    expect(download.getAttribute('rel')).toContain('noopener');
    expect(screen.getByText('Approved')).toHaveAttribute('data-colour', 'green');
    expect(screen.getByText('Paid')).toBeInTheDocument();
  });

  it('shows a payment returned in full as Refunded', async () => {
    answerWith({ status: 'pending', paymentStatus: 'refunded' });
    renderApp('/status', i18n);
    await search('ABC1234567890XYZ');
    expect(await screen.findByText('Refunded')).toBeInTheDocument();
    expect(screen.queryByText('Paid')).not.toBeInTheDocument();
  });

  it('offers no download for an approval that came without the e-visa PDF', async () => {
    answerWith({ status: 'approved', paymentStatus: 'completed', hasDocument: false });
    renderApp('/status', i18n);
    await search('ABC1234567890XYZ');
    expect(await screen.findByText('Approved')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Download e-Visa' })).not.toBeInTheDocument();
  });

  it('says the status is being updated for a value it does not know', async () => {
    answerWith({ status: 'archived' });
    renderApp('/status', i18n);
    await search('ABC1234567890XYZ');
    expect(await screen.findByText('Application status is being updated.')).toBeInTheDocument();
  });

  it('pre-fills ?ref= and searches without a submit', async () => {
    const network = answerWith({ status: 'rejected' });
    renderApp('/status?ref=ABC1234567890XYZ', i18n);
    expect(await screen.findByRole('region', { name: 'Ada Lovelace' })).toBeInTheDocument();
    expect(screen.getByLabelText('Application number')).toHaveValue('ABC1234567890XYZ');
    expect(screen.getByText('Rejected')).toHaveAttribute('data-colour', 'red');
    expect(network.calls.map((c) => c.url)).toContain('/api/applications/ABC1234567890XYZ');
  });

  it('checks a ?ref= as a typed number: too short says so and asks nothing; spaces around it are dropped', async () => {
    const network = answerWith(APPLICATION);
    renderApp('/status?ref=abc', i18n);
    expect(await screen.findByText('Application number must be at least 6 characters long')).toBeInTheDocument();
    expect(screen.queryByText(/statusCode/)).not.toBeInTheDocument();
    expect(network.calls.filter((c) => c.url.startsWith('/api/'))).toHaveLength(0);
    cleanup();

    renderApp(`/status?ref=${encodeURIComponent(' abc1234567890xyz ')}`, i18n);
    expect(await screen.findByRole('region', { name: 'Ada Lovelace' })).toBeInTheDocument();
    expect(network.calls.map((c) => c.url)).toContain('/api/applications/ABC1234567890XYZ');
  });

  it("does not leave the last application found under the message for a number the form refuses", async () => {
    answerWith(APPLICATION);
    renderApp('/status?ref=ABC1234567890XYZ', i18n);
    expect(await screen.findByRole('region', { name: 'Ada Lovelace' })).toBeInTheDocument();
    await search('AB12');
    expect(await screen.findByText(MESSAGES.statusNumberTooShort)).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Ada Lovelace' })).toBeNull();
    // A valid number again shows its answer.
    await search('ABC1234567890XYZ');
    expect(await screen.findByRole('region', { name: 'Ada Lovelace' })).toBeInTheDocument();
  });

  it('looks up a number typed in groups, with spaces or hyphens, as the number itself', async () => {
    const network = answerWith(APPLICATION);
    renderApp('/status', i18n);
    await search('abc1 2345-6789 0xyz');
    expect(await screen.findByRole('region', { name: 'Ada Lovelace' })).toBeInTheDocument();
    expect(network.calls.at(-1)?.url).toBe('/api/applications/ABC1234567890XYZ');
  });

  it('does not search on arrival without ?ref=', async () => {
    const network = answerWith(APPLICATION);
    renderApp('/status', i18n);
    await screen.findByLabelText('Application number');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Check status' })).toBeEnabled());
    expect(network.calls.filter((c) => c.url.startsWith('/api/applications'))).toHaveLength(0);
  });
});

const INSURANCE = {
  applicationNumber: 'INS1234567890ABC',
  status: 'pending',
  paymentStatus: 'completed',
  firstName: 'Lena',
  lastName: 'Schmidt',
  createdAt: '2026-11-20T10:15:00.000Z',
  travelDate: '2027-03-10',
  returnDate: '2027-03-20',
  totalAmount: '149',
  processingType: 'Turkey Travel Health Insurance - 14 Days',
  hasDocument: false,
};

function answerInsuranceWith(application: Partial<typeof INSURANCE> | null) {
  fetchMock = mockFetch((url) =>
    url.startsWith('/api/insurance/applications/')
      ? application
        ? jsonResponse({ ...INSURANCE, ...application })
        : jsonResponse({ statusCode: 404, message: 'Application not found' }, 404)
      : jsonResponse({ statusCode: 404, message: 'Application not found' }, 404),
  );
  return fetchMock;
}

describe('status page: insurance applications', () => {
  it('toggles to Insurance Application and shows the trip, the plan, the amount and the payment status, without a download while pending', async () => {
    const network = answerInsuranceWith(INSURANCE);
    const { history } = renderApp('/status', i18n);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Insurance Application' }));
    expect(screen.getByRole('button', { name: 'Insurance Application' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.queryByText(/coming soon/i)).toBeNull();
    await search('ins1234567890abc');
    const result = await screen.findByRole('region', { name: 'Lena Schmidt' });
    expect(network.calls.at(-1)?.url).toBe('/api/insurance/applications/INS1234567890ABC');
    expect(within(result).getByText('March 10, 2027')).toBeInTheDocument();
    expect(within(result).getByText('March 20, 2027')).toBeInTheDocument();
    expect(within(result).getByText('14 days')).toBeInTheDocument();
    expect(within(result).getByText('$149')).toBeInTheDocument();
    expect(within(result).getByText('Paid')).toBeInTheDocument();
    expect(within(result).getByText('Your insurance application is under review.')).toBeInTheDocument();
    expect(within(result).queryByRole('link')).toBeNull();
    expect(history.location.search).toContain('ref=INS1234567890ABC');
    expect(history.location.search).toContain('kind=insurance');
    expect(network.calls.some((c) => c.url.startsWith('/api/applications/'))).toBe(false);
  });

  it('offers the policy download in a new tab only once approved with the document', async () => {
    answerInsuranceWith({ status: 'approved', hasDocument: true });
    renderApp('/status?ref=INS1234567890ABC&kind=insurance', i18n);
    const download = await screen.findByRole('link', { name: 'Download insurance policy' });
    expect(download).toHaveAttribute('href', '/api/download/insurance/INS1234567890ABC');
    expect(download).toHaveAttribute('target', '_blank');
    cleanup();
    fetchMock?.restore();
    answerInsuranceWith({ status: 'approved', hasDocument: false });
    renderApp('/status?ref=INS1234567890ABC&kind=insurance', i18n);
    expect(await screen.findByText('Approved')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Download insurance policy' })).toBeNull();
  });

  it("names the plan by its period in the page's language, not by the API's English product name", async () => {
    const turkish = await createTestI18n('tr');
    answerInsuranceWith({ processingType: 'Turkey Travel Health Insurance - 1 Year' });
    renderApp('/status?ref=INS1234567890ABC&kind=insurance', turkish);
    const result = await screen.findByRole('region', { name: 'Lena Schmidt' });
    expect(within(result).getByText('1 yıl')).toBeInTheDocument();
    expect(result).not.toHaveTextContent('Turkey Travel Health Insurance');
    cleanup();
    fetchMock?.restore();
    // A plan this page does not know is still named, as the server gave it.
    answerInsuranceWith({ processingType: 'Turkey Travel Health Insurance - 2 Years' });
    renderApp('/status?ref=INS1234567890ABC&kind=insurance', turkish);
    expect(await screen.findByText('Turkey Travel Health Insurance - 2 Years')).toBeInTheDocument();
  });

  it('remembers the kind with ?ref= and answers 404 with the not-found notice; toggling back looks up the visa', async () => {
    const network = answerInsuranceWith(null);
    renderApp('/status?ref=NOPE123456&kind=insurance', i18n);
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.applicationNotFound);
    expect(screen.getByRole('button', { name: 'Insurance Application' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByLabelText('Application number')).toHaveValue('NOPE123456');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Visa Application' }));
    await waitFor(() => expect(network.calls.map((c) => c.url)).toContain('/api/applications/NOPE123456'));
  });
});

describe('status page: a number the visa lookup does not know', () => {
  it('is looked up as an insurance application (the payment result page links without the kind) and the toggle follows', async () => {
    answerInsuranceWith(INSURANCE);
    const { history } = renderApp('/status?ref=INS1234567890ABC', i18n);
    expect(await screen.findByRole('region', { name: 'Lena Schmidt' })).toHaveTextContent('14 days');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Insurance Application' })).toHaveAttribute('aria-pressed', 'true'));
    expect(history.location.search).toContain('kind=insurance');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('and the other way round: a visa number looked up as insurance is shown as the visa application it is', async () => {
    const network = answerWith(APPLICATION);
    const { history } = renderApp('/status?ref=ABC1234567890XYZ&kind=insurance', i18n);
    expect(await screen.findByRole('region', { name: 'Ada Lovelace' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Visa Application' })).toHaveAttribute('aria-pressed', 'true'));
    expect(history.location.search).not.toContain('kind=insurance');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(network.calls.map((c) => c.url)).toEqual(
      expect.arrayContaining(['/api/insurance/applications/ABC1234567890XYZ', '/api/applications/ABC1234567890XYZ']),
    );
  });
});

describe('status page: a lookup that fails', () => {
  it('explains a failed connection in the page language instead of the browser\'s "Failed to fetch", and Try again looks up again', async () => {
    const spanish = await createTestI18n('es');
    let online = false;
    let answer: (response: Response) => void = () => undefined;
    fetchMock = mockFetch((url) => {
      if (!url.startsWith('/api/applications/')) return jsonResponse({}, 404);
      if (!online) return Promise.reject(new TypeError('Failed to fetch'));
      return new Promise<Response>((resolve) => (answer = resolve));
    });
    renderApp('/status?ref=ABC1234567890XYZ', spanish);
    const notice = await screen.findByRole('alert');
    expect(notice).toHaveTextContent('Compruebe su conexión a Internet e inténtelo de nuevo.');
    expect(notice).not.toHaveTextContent('Failed to fetch');

    online = true;
    const user = userEvent.setup();
    within(notice).getByRole('button', { name: 'Reintentar' }).focus();
    await user.keyboard('{Enter}');
    // While the lookup runs again the last failure is not shown beside the spinner, and the focus
    // stays in the answer's area rather than falling to the page with the removed button.
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
    expect(document.activeElement).not.toBe(document.body);
    expect(document.activeElement).toContainElement(screen.getByRole('status'));
    answer(jsonResponse(APPLICATION));
    expect(await screen.findByRole('region', { name: 'Ada Lovelace' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it.each([
    [500, { statusCode: 500, message: 'Internal server error' }, 'Our service is temporarily unavailable. Please try again in a few minutes.'],
    [429, { statusCode: 429, message: 'Too many requests; please wait a minute and try again' }, 'Too many lookups from your connection. Please wait a minute and try again.'],
  ])('answers a %i with what it means for the traveller, not the raw response', async (status, body, text) => {
    fetchMock = mockFetch((url) => (url.startsWith('/api/applications/') ? jsonResponse(body, status) : jsonResponse({}, 404)));
    renderApp('/status?ref=ABC1234567890XYZ', i18n);
    const notice = await screen.findByRole('alert');
    expect(notice).toHaveTextContent('The status could not be loaded');
    expect(notice).toHaveTextContent(text);
    expect(notice).not.toHaveTextContent('statusCode');
  });
});
