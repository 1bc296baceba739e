import { afterEach, describe, expect, it } from '@jest/globals';
import { cleanup, screen, within } from '@testing-library/react';
import {
  APPLICATION_STATUSES,
  PROCESSING_OPTIONS_WITHOUT_DOCUMENT,
  PROCESSING_OPTIONS_WITH_DOCUMENT,
  VISA_FEE_CENTS,
  computeVisaPrice,
  formatUsd,
} from '@evisa/contracts';
import { createTestI18n, renderApp } from '../../test/render-app';

afterEach(cleanup);

const TABLES = [
  { id: 'without-document', withDocument: false, options: PROCESSING_OPTIONS_WITHOUT_DOCUMENT },
  { id: 'with-document', withDocument: true, options: PROCESSING_OPTIONS_WITH_DOCUMENT },
] as const;

describe('processing times and fees page', () => {
  it("shows every option's time and prices from the contracts tables", async () => {
    renderApp('/processing-times', await createTestI18n('en'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Processing times and fees' })).toBeInTheDocument();
    expect(screen.getAllByTestId('private-service-disclaimer').length).toBeGreaterThan(0);

    for (const { id, withDocument, options } of TABLES) {
      const table = screen.getByTestId(`processing-table-${id}`);
      const rows = within(table).getAllByRole('row').slice(1);
      // English ready times read as the contracts write them; prices come from the total rule.
      const expectedRows = options.map((option) => {
        const price = computeVisaPrice(withDocument, option.value)!;
        return [
          option.readyTime,
          formatUsd(option.priceCents, 'en'),
          formatUsd(withDocument ? VISA_FEE_CENTS : 0, 'en'),
          formatUsd(price.totalCents, 'en'),
        ];
      });
      const cell = (row: HTMLElement, name: string) => row.querySelector(`[data-cell="${name}"]`);
      expect(
        rows.map((row) => [
          cell(row, 'readyIn')?.textContent,
          cell(row, 'serviceFee')?.textContent,
          cell(row, 'visaFee')?.textContent,
          cell(row, 'total')?.querySelector('[data-amount]')?.textContent,
        ]),
      ).toEqual(expectedRows);
      // On phones the fee columns fold into a line under the total; it carries the same amounts.
      expect(rows.map((row) => cell(row, 'total')?.textContent)).toEqual(
        expectedRows.map(([, service, visa, total]) => `${total}${service!} service fee + ${visa!} visa fee`),
      );
      expect(rows.map((row) => within(row).getByRole('rowheader').textContent)).toEqual(
        options.map((option) => expect.stringContaining(`Days before arrival: at least ${option.minDaysBeforeArrival}`)),
      );
    }
    expect(screen.getByText(/counted from the moment your payment is confirmed/)).toBeInTheDocument();
  });

  it('explains the cost lines and the four tracking steps with the real statuses', async () => {
    renderApp('/processing-times', await createTestI18n('en'));
    await screen.findByRole('heading', { level: 1, name: 'Processing times and fees' });
    const example = screen.getByTestId('example-breakdown');
    const standard = computeVisaPrice(true, 'standard')!;
    expect(within(example).getByText('Visa fee').nextSibling).toHaveTextContent(formatUsd(standard.visaFeeCents, 'en'));
    expect(within(example).getByText('Our service fee').nextSibling).toHaveTextContent(formatUsd(standard.serviceFeeCents, 'en'));
    expect(within(example).getByText('Total').nextSibling).toHaveTextContent(formatUsd(standard.totalCents, 'en'));

    const steps = within(screen.getByTestId('tracking-steps')).getAllByRole('listitem');
    expect(steps.map((step) => within(step).getByRole('heading', { level: 3 }).textContent)).toEqual([
      'Submitted',
      'Under review',
      'Processing',
      'Approved',
    ]);
    // The badges are the status page's own labels, for statuses that really exist.
    expect(steps.map((step) => step.querySelector('[data-colour]')?.textContent)).toEqual(['Paid', 'Pending', 'Processing', 'Approved']);
    expect(APPLICATION_STATUSES).toEqual(expect.arrayContaining(['pending', 'processing', 'approved']));
    expect(screen.getByRole('link', { name: 'Check your application status' })).toHaveAttribute('href', '/status');
  });

  it('leads from the prices to the application form, beside the private-service disclaimer', async () => {
    renderApp('/processing-times', await createTestI18n('en'));
    await screen.findByRole('heading', { level: 1, name: 'Processing times and fees' });
    const breakdown = within(screen.getByRole('region', { name: 'Cost breakdown' }));
    expect(breakdown.getByRole('link', { name: 'Apply for e-Visa' })).toHaveAttribute('href', '/application');
    expect(breakdown.getByTestId('private-service-disclaimer')).toBeInTheDocument();
    cleanup();
    renderApp('/processing-times', await createTestI18n('ar'));
    await screen.findByRole('heading', { level: 1, name: 'مدد المعالجة والرسوم' });
    expect(within(screen.getByRole('article')).getByRole('link', { name: 'التقديم على التأشيرة الإلكترونية' })).toHaveAttribute('href', '/application');
  });

  it('is translated, e.g. into Arabic', async () => {
    renderApp('/processing-times', await createTestI18n('ar'));
    expect(await screen.findByRole('heading', { level: 1, name: 'مدد المعالجة والرسوم' })).toBeInTheDocument();
    const rows = within(screen.getByTestId('processing-table-with-document')).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(PROCESSING_OPTIONS_WITH_DOCUMENT.length);
    const last = PROCESSING_OPTIONS_WITH_DOCUMENT[PROCESSING_OPTIONS_WITH_DOCUMENT.length - 1]!;
    expect(rows.at(-1)!.querySelector('[data-cell="total"] [data-amount]')?.textContent).toBe(formatUsd(computeVisaPrice(true, last.value)!.totalCents, 'ar'));
  });
});
