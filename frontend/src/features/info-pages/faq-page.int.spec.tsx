import { afterEach, describe, expect, it } from '@jest/globals';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RETENTION_YEARS, SUPPORT_HOURS } from '@evisa/contracts';
import { COMPANY } from '../../lib/company';
import { createTestI18n, renderApp } from '../../test/render-app';

afterEach(cleanup);

describe('FAQ page', () => {
  it('has 8 collapsible questions, several open at once, and a support mail link', async () => {
    const user = userEvent.setup();
    renderApp('/faq', await createTestI18n('en'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Frequently asked questions' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getAllByTestId('private-service-disclaimer').length).toBeGreaterThan(0);

    const items = screen.getAllByTestId('faq-item');
    expect(items).toHaveLength(8);
    items.forEach((item) => expect(item).not.toHaveAttribute('open'));

    const government = screen.getByText('Are you the Turkish government or the official e-Visa website?');
    const status = screen.getByText('How do I check my application?');
    const governmentAnswer = screen.getByText(/is a service of Travel Desk Services Ltd, a private company/);
    const statusAnswer = screen.getByText(/16 characters, capital letters and digits/);
    expect(governmentAnswer).not.toBeVisible();
    expect(statusAnswer).not.toBeVisible();

    await user.click(government);
    await user.click(status);
    // Both stay open: opening one question does not close another.
    expect(governmentAnswer).toBeVisible();
    expect(statusAnswer).toBeVisible();
    expect(items.filter((item) => item.hasAttribute('open'))).toHaveLength(2);
    expect(within(items[0]!).getByRole('link', { name: `${COMPANY.officialEvisaHost} (opens in a new tab)` })).toHaveAttribute('href', COMPANY.officialEvisaUrl);
    expect(within(items[5]!).getByRole('link', { name: 'application status page' })).toHaveAttribute('href', '/status');

    await user.click(government);
    expect(governmentAnswer).not.toBeVisible();
    expect(statusAnswer).toBeVisible();

    const mail = screen.getByRole('link', { name: COMPANY.supportEmail });
    expect(mail).toHaveAttribute('href', `mailto:${COMPANY.supportEmail}`);
    const { replyWithin, businessHoursUtc } = SUPPORT_HOURS;
    expect(
      screen.getByText(`We reply within ${replyWithin.min}-${replyWithin.max} hours. Office hours: Monday to Friday, ${businessHoursUtc.from}-${businessHoursUtc.to} UTC.`),
    ).toBeInTheDocument();
  });

  it('links every answer to the page that goes further', async () => {
    renderApp('/faq', await createTestI18n('en'));
    await screen.findByRole('heading', { level: 1, name: 'Frequently asked questions' });
    const hrefs = within(screen.getByTestId('faq-list'))
      .getAllByRole('link', { hidden: true })
      .map((a) => a.getAttribute('href'));
    expect(hrefs).toEqual(
      expect.arrayContaining(['/requirements', '/processing-times', '/payment-policy', '/status', '/refund', '/privacy-policy', COMPANY.officialEvisaUrl]),
    );
  });

  it('says how support chat messages are protected and when they are erased, from RETENTION_YEARS', async () => {
    renderApp('/faq', await createTestI18n('en'));
    await screen.findByRole('heading', { level: 1, name: 'Frequently asked questions' });
    const data = screen.getAllByTestId('faq-item')[7]!;
    const years = (n: number) => `${n} ${n === 1 ? 'year' : 'years'}`;
    const chatYears = years(RETENTION_YEARS.contact);
    expect(data).toHaveTextContent(`Visa application records are erased after ${RETENTION_YEARS.visa} years.`);
    expect(data).toHaveTextContent(
      `Messages in our support chat are also stored encrypted. Only your browser, which keeps the conversation's identifier, and our staff can read them, and they are erased ${chatYears} after the conversation's last message.`,
    );
  });

  it('is translated, e.g. into Turkish', async () => {
    renderApp('/faq', await createTestI18n('tr'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Sıkça sorulan sorular' })).toBeInTheDocument();
    expect(screen.getAllByTestId('faq-item')).toHaveLength(8);
  });
});
