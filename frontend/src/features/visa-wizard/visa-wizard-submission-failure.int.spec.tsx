import { afterEach, describe, expect, it } from '@jest/globals';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getToasts, resetToasts } from '../../components/toast/toast-store';
import { createTestI18n, jsonResponse, mockFetch } from '../../test/render-app';
import { renderWizardPage, resumeAtSummary } from './visa-wizard-page.test-support';

let fetchMock: ReturnType<typeof mockFetch> | undefined;

afterEach(() => {
  cleanup();
  fetchMock?.restore();
  fetchMock = undefined;
  resetToasts();
  sessionStorage.clear();
});

/** The answers to POST /api/applications, one per submission; every other call gets an empty list. */
function applicationAnswers(answers: Array<() => Response | Promise<Response>>) {
  fetchMock = mockFetch((url) => {
    if (url === '/api/applications') return (answers.shift() ?? (() => jsonResponse({ applicationNumber: 'AUS1' }, 201)))();
    return jsonResponse([]);
  });
  return fetchMock;
}

const lastToast = () => getToasts().at(-1);

describe("visa wizard: a refused submission's 'Application Error' is readable, in the page's language", () => {
  it("names the refused field by the form's label with the server's message, never the raw answer", async () => {
    applicationAnswers([
      () => jsonResponse({ statusCode: 400, message: 'Validation failed', errors: { phone: ['Invalid input'] } }, 400, 'Bad Request'),
    ]);
    resumeAtSummary();
    renderWizardPage(await createTestI18n('en'));
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Submit and pay' }));

    expect(await screen.findByText('Phone: Invalid input')).toBeInTheDocument();
    expect(lastToast()).toMatchObject({ variant: 'destructive', title: 'Application Error', description: 'Phone: Invalid input' });
    expect(document.body.textContent).not.toMatch(/400|statusCode|\{/);
  });

  it('says in Turkish that the server could not be reached, that the service is briefly down, that there were too many attempts', async () => {
    const i18n = await createTestI18n('tr');
    await i18n.loadNamespaces('wizard');
    const tr = i18n.getFixedT('tr', 'wizard');
    const network = applicationAnswers([
      () => Promise.reject(new TypeError('Failed to fetch')),
      () => jsonResponse({ statusCode: 503, message: 'The service is briefly unavailable. Please try again in a moment.' }, 503, 'Service Unavailable'),
      () => jsonResponse({ statusCode: 429, message: 'Too many requests; please wait a minute and try again' }, 429, 'Too Many Requests'),
    ]);
    resumeAtSummary();
    renderWizardPage(i18n);
    const user = userEvent.setup();
    const submit = async () => user.click(await screen.findByRole('button', { name: tr('summary.submit') }));
    const expected = [
      'Sunucumuza ulaşılamadı. Lütfen internet bağlantınızı kontrol edip tekrar deneyin.',
      'Hizmet geçici olarak kullanılamıyor. Lütfen birazdan tekrar deneyin.',
      'Bağlantınızdan çok fazla deneme yapıldı. Lütfen bir dakika bekleyip tekrar deneyin.',
    ];
    for (const [attempt, description] of expected.entries()) {
      await submit();
      await waitFor(() => expect(network.calls.filter((c) => c.url === '/api/applications')).toHaveLength(attempt + 1));
      await waitFor(() => expect(lastToast()).toMatchObject({ title: 'Başvuru Hatası', description }));
      expect(await screen.findByText(description)).toBeInTheDocument();
    }
    expect(document.body.textContent).not.toMatch(/Failed to fetch|statusCode|Too many requests|briefly unavailable/);
  });
});
