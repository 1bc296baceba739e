import { afterEach, describe, expect, it } from '@jest/globals';
import { cleanup, screen, within } from '@testing-library/react';
import { RETENTION_YEARS } from '@evisa/contracts';
import { createTestI18n, renderApp } from '../../test/render-app';
import { CHAT_SESSION_STORAGE_KEY } from '../chat/lib/chat-session-store';
import { CHAT_UNSENT_STORAGE_KEY } from '../chat/lib/chat-unsent-store';
import { INSURANCE_PROGRESS_KEY, WIZARD_PROGRESS_KEY } from '../../lib/saved-progress';
import { formatYears } from './legal-parts';

afterEach(cleanup);

const SECTIONS = [
  '1. Who we are',
  '2. The personal data we collect',
  '3. Why we use your data and on what legal basis',
  '4. Who receives your data',
  '5. International transfers',
  '6. Card payments',
  '7. How we protect your data',
  '8. How long we keep your data',
  '9. Cookies and browser storage',
  '10. Your rights',
  '11. Changes to this policy',
  '12. Contact',
];

const years = (n: number) => `${n} ${n === 1 ? 'year' : 'years'}`;

const sectionHeadings = () => within(screen.getByRole('article')).getAllByRole('heading', { level: 2 }).map((h) => h.textContent);

describe('privacy policy page', () => {
  it('has its title, date, sections and the private-service disclaimer', async () => {
    renderApp('/privacy-policy', await createTestI18n('en'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeInTheDocument();
    expect(sectionHeadings()).toEqual(SECTIONS);
    expect(screen.getByText('Last updated: 24 November 2026')).toBeInTheDocument();
    expect(within(screen.getByRole('article')).getByTestId('private-service-disclaimer')).toBeInTheDocument();
    expect(screen.getByText(/we receive only the result of the payment/)).toBeInTheDocument();
    expect(screen.getByText(/We use no advertising or analytics trackers/)).toBeInTheDocument();
    expect(screen.getByText('We reply within 30 days, free of charge.')).toBeInTheDocument();
    // The rights can be exercised by email, and the KVKK notice is one click away.
    const article = within(screen.getByRole('article'));
    expect(article.getAllByRole('link', { name: 'support@traveldesk-turkiye.com' })[0]).toHaveAttribute('href', 'mailto:support@traveldesk-turkiye.com');
    expect(article.getAllByRole('link', { name: 'KVKK data protection notice' })[0]).toHaveAttribute('href', '/kvkk');
  });

  it('shows the retention periods of RETENTION_YEARS', async () => {
    renderApp('/privacy-policy', await createTestI18n('en'));
    const table = await screen.findByTestId('retention-table');
    const rows = within(table).getAllByRole('row').slice(1).map((row) => within(row).getAllByRole('cell').map((cell) => cell.textContent));
    expect(rows).toEqual([
      ['Visa applications, their payments and the emails about them', years(RETENTION_YEARS.visa)],
      ['Travel insurance purchases', years(RETENTION_YEARS.insurance)],
      ['Messages to and from our support team', years(RETENTION_YEARS.contact)],
      ['Technical server logs', years(RETENTION_YEARS.logs)],
    ]);
  });

  it('names the browser storage keys the app really uses', async () => {
    renderApp('/privacy-policy', await createTestI18n('en'));
    await screen.findByRole('heading', { level: 1, name: 'Privacy Policy' });
    const codes = Array.from(screen.getByRole('article').querySelectorAll('code')).map((c) => c.textContent);
    expect(codes).toEqual(['language', 'cookieConsent', WIZARD_PROGRESS_KEY, INSURANCE_PROGRESS_KEY, CHAT_SESSION_STORAGE_KEY, CHAT_UNSENT_STORAGE_KEY, '__Host-evisa_session', '__Host-evisa_csrf', '__Secure-evisa_staff_device']);
    // The staff cookies by the names the live (HTTPS) service sets, the device cookie with its lifetime.
    expect(screen.getByText('__Secure-evisa_staff_device').closest('p')).toHaveTextContent(/keeps a device cookie, __Secure-evisa_staff_device, for 180 days/);
    // The chat's key is the widget's own constant, described as the key to the conversation.
    const chatEntry = within(screen.getByRole('region', { name: '9. Cookies and browser storage' })).getByText(CHAT_SESSION_STORAGE_KEY).closest('li')!;
    expect(chatEntry).toHaveTextContent(`${CHAT_SESSION_STORAGE_KEY} (local storage): the identifier of your support chat conversation`);
    expect(chatEntry).toHaveTextContent(/whoever holds it can read the conversation, and the chat keeps it only in your browser/);
    expect(chatEntry).toHaveTextContent(/When the chat finds that the conversation no longer exists .* it removes the identifier/);
    // The chat's unsent messages and draft are personal data in the tab's session storage: named too.
    const unsentEntry = within(screen.getByRole('region', { name: '9. Cookies and browser storage' })).getByText(CHAT_UNSENT_STORAGE_KEY).closest('li')!;
    expect(unsentEntry).toHaveTextContent(`${CHAT_UNSENT_STORAGE_KEY} (session storage): the message you are typing in the support chat and your messages our server has not received yet`);
    expect(unsentEntry).toHaveTextContent(/removed as soon as everything has been sent, and your browser deletes it when you close the tab/);
  });

  it('describes the support chat: what it collects, how it is protected, who reads it and how long it is kept', async () => {
    renderApp('/privacy-policy', await createTestI18n('en'));
    await screen.findByRole('heading', { level: 1, name: 'Privacy Policy' });
    const region = (name: string) => screen.getByRole('region', { name });

    const data = region('2. The personal data we collect');
    expect(data).toHaveTextContent(/Support chat: the messages you write in the chat on our website and our replies/);
    expect(data).toHaveTextContent(/the name and email address you may give with your first message, both optional, so that we can answer you even if you leave the chat/);
    expect(data).toHaveTextContent(/the language the website is shown in when you start the conversation/);
    expect(data).toHaveTextContent(/Please never send card numbers or passwords in the chat/);
    expect(region('3. Why we use your data and on what legal basis')).toHaveTextContent(
      /To answer your questions and requests, by email or in the support chat\. Legal basis: performance of our contract with you, or our legitimate interest/,
    );

    const security = region('7. How we protect your data');
    expect(security).toHaveTextContent(/stored encrypted \(AES-256-GCM\) with a key that belongs to that conversation alone/);
    expect(security).toHaveTextContent(/can be read only with its identifier, .* and by our staff .* \(auditors can read it but not reply\)/);
    expect(security).toHaveTextContent(/You never receive other travellers' messages/);

    // Counted from the conversation's last message (backend retention sweep), and erased by the daily job.
    const retention = region('8. How long we keep your data');
    expect(retention).toHaveTextContent(
      `its period runs from its last message, whether from you or from us, so it is kept for ${years(RETENTION_YEARS.contact)} after the last message written in it.`,
    );
    expect(retention).toHaveTextContent(/we delete the conversation's key in the same way/);
    expect(retention).toHaveTextContent('For visa applications and support chat conversations, a scheduled job does this automatically every day.');
  });

  it('is the same policy at /privacy', async () => {
    renderApp('/privacy', await createTestI18n('en'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeInTheDocument();
    expect(sectionHeadings()).toEqual(SECTIONS);
  });

  it('is translated, e.g. into Arabic', async () => {
    renderApp('/privacy-policy', await createTestI18n('ar'));
    expect(await screen.findByRole('heading', { level: 1, name: 'سياسة الخصوصية' })).toBeInTheDocument();
    expect(sectionHeadings()).toHaveLength(SECTIONS.length);
    expect(document.documentElement.dir).toBe('rtl');
    // The period of a chat conversation in the language's own words (Arabic has a dual), from RETENTION_YEARS.
    expect(screen.getByRole('article')).toHaveTextContent(`إلى أن تمضي ${formatYears(RETENTION_YEARS.contact, 'ar')} على آخر رسالة`);
  });
});
