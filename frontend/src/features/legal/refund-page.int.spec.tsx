import { afterEach, describe, expect, it } from '@jest/globals';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { REFUND_TERMS, VISA_FEE_CENTS, formatUsd } from '@evisa/contracts';
import { COMPANY } from '../../lib/company';
import { createTestI18n, renderApp } from '../../test/render-app';

afterEach(cleanup);

async function openArticle(path: string, language = 'en', h1 = 'Refund & Cancellation Policy') {
  renderApp(path, await createTestI18n(language));
  await screen.findByRole('heading', { level: 1, name: h1 });
  return screen.getByRole('article');
}

describe('refund and cancellation policy page', () => {
  it('has its sections, the date and the private-service disclaimer', async () => {
    const article = await openArticle('/refund');
    expect(within(article).getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      '1. Cancelling before we submit your application',
      '2. After we have submitted your application',
      '3. Full refunds',
      '4. How to request a refund',
      '5. Review and payment of refunds',
      '6. Travel insurance',
      '7. Payment disputes',
      '8. Your legal rights',
      '9. Contact',
    ]);
    expect(within(article).getByText('Last updated: 23 November 2026')).toBeInTheDocument();
    expect(within(article).getByTestId('private-service-disclaimer')).toBeInTheDocument();
  });

  it('states the one policy, with the visa fee and the figures from their single source', async () => {
    const article = await openArticle('/refund');
    const region = (name: string) => within(article).getByRole('region', { name });
    expect(region('1. Cancelling before we submit your application')).toHaveTextContent(
      `minus ${REFUND_TERMS.retainedPercentBeforeSubmission}% that we keep`,
    );
    const after = region('2. After we have submitted your application');
    expect(after).toHaveTextContent(`the visa fee of ${formatUsd(VISA_FEE_CENTS, 'en')} is not refundable`);
    expect(after).toHaveTextContent(/A refusal by the authorities is not a reason for a refund of the fee/);
    expect(region('3. Full refunds')).toHaveTextContent(/charged twice/);
    expect(region('4. How to request a refund')).toHaveTextContent(
      `${COMPANY.supportEmail} within ${REFUND_TERMS.requestWithinCalendarDays} calendar days of your payment, with your application number`,
    );
    const timeline = region('5. Review and payment of refunds');
    expect(timeline).toHaveTextContent(`${REFUND_TERMS.reviewBusinessDays.min}-${REFUND_TERMS.reviewBusinessDays.max} business days`);
    expect(timeline).toHaveTextContent(`to the card you paid with within ${REFUND_TERMS.payoutWithinBusinessDays} business days`);
    expect(timeline).toHaveTextContent(/paid in US dollars \(USD\)/);
    const insurance = region('6. Travel insurance');
    const { early, late, exceptionalPercent } = REFUND_TERMS.insurance;
    expect(insurance).toHaveTextContent(`${early.percent}% of its price if you cancel at least ${early.hoursBeforeCover} hours before`);
    expect(insurance).toHaveTextContent(`${late.percent}% of its price if you cancel at least ${late.hoursBeforeCover} hours before`);
    expect(insurance).toHaveTextContent(/nothing if you cancel .* after it has started/);
    expect(insurance).toHaveTextContent(`we refund ${exceptionalPercent}% of the price`);
  });

  it('links to the payment policy, the terms and support', async () => {
    const article = await openArticle('/refund');
    const link = (name: string) => within(article).getByRole('link', { name });
    expect(link('Read the payment policy')).toHaveAttribute('href', '/payment-policy');
    expect(link('Read the Terms of Service')).toHaveAttribute('href', '/terms-of-service');
    expect(within(article).getAllByRole('link', { name: COMPANY.supportEmail })[0]).toHaveAttribute('href', `mailto:${COMPANY.supportEmail}`);
  });

  it('is the same text at /refund and /cancellation-policy', async () => {
    const full = (await openArticle('/refund')).textContent;
    cleanup();
    expect((await openArticle('/cancellation-policy')).textContent).toBe(full);
  });

  it('is where the payment policy sends travellers', async () => {
    renderApp('/payment-policy', await createTestI18n('en'));
    fireEvent.click(await screen.findByRole('link', { name: 'Read the refund policy' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Refund & Cancellation Policy' })).toBeInTheDocument();
  });

  it('is translated, e.g. into Turkish', async () => {
    const article = await openArticle('/cancellation-policy', 'tr', 'İade ve İptal Politikası');
    expect(within(article).getAllByRole('heading', { level: 2 })).toHaveLength(9);
    expect(article).toHaveTextContent(formatUsd(VISA_FEE_CENTS, 'tr'));
  });
});
