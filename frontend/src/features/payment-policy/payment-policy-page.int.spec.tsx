import { afterEach, describe, expect, it } from '@jest/globals';
import { cleanup, screen, within } from '@testing-library/react';
import { createTestI18n, renderApp } from '../../test/render-app';

afterEach(cleanup);

describe('payment policy page', () => {
  it('has the 8 sections of the spec, the effective date, the fraud wording and the private-service disclaimer', async () => {
    renderApp('/payment-policy', await createTestI18n('en'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Payment Policy' })).toBeInTheDocument();
    const sections = within(screen.getByRole('article')).getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(sections).toEqual([
      '1. Payment methods',
      '2. 3D Secure',
      '3. We do not store card details',
      '4. Chargebacks',
      '5. Payment confirmation and invoicing',
      '6. Payment failures and retries',
      '7. Refunds',
      '8. Contact',
    ]);
    expect(screen.getByText('Effective date: 1 August 2025')).toBeInTheDocument();
    expect(screen.getByText(/is considered fraudulent behaviour/)).toBeInTheDocument();
    expect(screen.getByText(/3D Secure authentication logs and timestamps/)).toBeInTheDocument();
    expect(screen.getByText('Our support team replies within 24-48 hours.')).toBeInTheDocument();
    expect(screen.getByText(/temporarily block the card/)).toBeInTheDocument();
    expect(screen.getAllByTestId('private-service-disclaimer').length).toBeGreaterThan(0);
  });

  it('is translated, e.g. into Arabic', async () => {
    renderApp('/payment-policy', await createTestI18n('ar'));
    expect(await screen.findByRole('heading', { level: 1, name: 'سياسة الدفع' })).toBeInTheDocument();
    expect(within(screen.getByRole('article')).getAllByRole('heading', { level: 2 })).toHaveLength(8);
  });
});
