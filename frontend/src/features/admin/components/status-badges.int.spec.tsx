import { afterEach, describe, expect, it } from '@jest/globals';
import { cleanup, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createTestI18n } from '../../../test/render-app';
import { PaymentBadge, PaymentReversalBadges, type PaymentReversalRow } from './status-badges';

afterEach(cleanup);

async function renderInTurkish(reversal: Omit<PaymentReversalRow, 'disputeEvidenceDueBy'> & Partial<Pick<PaymentReversalRow, 'disputeEvidenceDueBy'>>) {
  const row = { disputeEvidenceDueBy: null, ...reversal };
  const i18n = await createTestI18n('tr');
  await i18n.loadNamespaces(['common', 'admin']);
  render(
    <I18nextProvider i18n={i18n}>
      <PaymentBadge paymentStatus={row.paymentStatus} />
      <PaymentReversalBadges row={row} />
    </I18nextProvider>,
  );
}

describe('payment badges in the Turkish staff panel', () => {
  it("shows a payment returned in full as 'İade edildi' in red, without a second amount badge", async () => {
    await renderInTurkish({ paymentStatus: 'refunded', refundedAmount: '184', disputeStatus: null });
    expect(screen.getByText('İade edildi')).toHaveAttribute('data-colour', 'red');
    expect(screen.queryByText(/Kısmi iade/)).not.toBeInTheDocument();
  });

  it('shows a partial refund with its amount next to the paid badge', async () => {
    await renderInTurkish({ paymentStatus: 'completed', refundedAmount: '50.50', disputeStatus: null });
    expect(screen.getByText('Ödendi')).toHaveAttribute('data-colour', 'green');
    expect(screen.getByText(/Kısmi iade: \$50,50/)).toHaveAttribute('data-colour', 'yellow');
  });

  it.each([
    ['open', 'İtiraz açık', 'yellow'],
    ['lost', 'İtiraz kaybedildi', 'red'],
    ['won', 'İtiraz kazanıldı', 'green'],
  ] as const)('shows a %s dispute as %s', async (disputeStatus, label, colour) => {
    await renderInTurkish({ paymentStatus: 'completed', refundedAmount: null, disputeStatus });
    expect(screen.getByText(label)).toHaveAttribute('data-colour', colour);
  });

  // Midday UTC: the same calendar day in every time zone the panel may be opened in.
  const DUE_BY = '2026-12-05T12:00:00.000Z';

  it("gives an open dispute's evidence deadline next to its badge, as a machine-readable time", async () => {
    await renderInTurkish({ paymentStatus: 'completed', refundedAmount: null, disputeStatus: 'open', disputeEvidenceDueBy: DUE_BY });
    expect(screen.getByText('İtiraz açık')).toHaveAttribute('data-colour', 'yellow');
    const deadline = screen.getByText(/^Kanıt için son tarih: 5 Ara 2026 \d{2}:\d{2}$/);
    expect(deadline.tagName).toBe('TIME');
    expect(deadline).toHaveAttribute('dateTime', DUE_BY);
  });

  it('gives no deadline for an open dispute the provider gave none for, nor for a closed one', async () => {
    await renderInTurkish({ paymentStatus: 'completed', refundedAmount: null, disputeStatus: 'open' });
    expect(screen.getByText('İtiraz açık')).toBeInTheDocument();
    expect(screen.queryByText(/Kanıt için son tarih/)).not.toBeInTheDocument();
    cleanup();
    await renderInTurkish({ paymentStatus: 'completed', refundedAmount: null, disputeStatus: 'won', disputeEvidenceDueBy: DUE_BY });
    expect(screen.getByText('İtiraz kazanıldı')).toBeInTheDocument();
    expect(screen.queryByText(/Kanıt için son tarih/)).not.toBeInTheDocument();
  });

  it('shows nothing more for a payment with no refund or dispute', async () => {
    await renderInTurkish({ paymentStatus: 'completed', refundedAmount: null, disputeStatus: null });
    expect(screen.getAllByText(/./)).toHaveLength(1);
  });
});
