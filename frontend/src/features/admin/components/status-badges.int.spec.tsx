import { afterEach, describe, expect, it } from '@jest/globals';
import { cleanup, render, screen } from '@testing-library/react';
import type { PaymentDisputeStatus } from '@evisa/contracts';
import { I18nextProvider } from 'react-i18next';
import { createTestI18n } from '../../../test/render-app';
import { PaymentBadge, PaymentReversalBadges } from './status-badges';

afterEach(cleanup);

async function renderInTurkish(row: { paymentStatus: string; refundedAmount: string | null; disputeStatus: PaymentDisputeStatus | null }) {
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

  it('shows nothing more for a payment with no refund or dispute', async () => {
    await renderInTurkish({ paymentStatus: 'completed', refundedAmount: null, disputeStatus: null });
    expect(screen.getAllByText(/./)).toHaveLength(1);
  });
});
