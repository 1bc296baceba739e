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

  it('does not search on arrival without ?ref=', async () => {
    const network = answerWith(APPLICATION);
    renderApp('/status', i18n);
    await screen.findByLabelText('Application number');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Check status' })).toBeEnabled());
    expect(network.calls.filter((c) => c.url.startsWith('/api/applications'))).toHaveLength(0);
  });
});
