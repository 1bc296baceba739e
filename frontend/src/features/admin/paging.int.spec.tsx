import { describe, expect, it } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { adminPageHarness } from './test/admin-page-harness';
import { sessionFor, visaRow } from './test/fake-admin-api';

const { renderPage } = adminPageHarness();

/** 120 applications: three pages of 50. */
function manyRows() {
  return Array.from({ length: 120 }, (_, index) => {
    const number = `PAGE${String(index).padStart(12, '0')}`;
    return visaRow({ id: number, applicationNumber: number, lastName: `Row${index}` });
  });
}

describe('turning pages', () => {
  it('moves the focus to the list heading once the next page is shown, also on the last page where Next is disabled', async () => {
    const { api } = renderPage({ session: sessionFor('agent') });
    const rows = manyRows();
    api.visa = rows;
    const pager = await screen.findByRole('navigation', { name: 'Visa application pages' });
    const heading = within(screen.getByRole('tabpanel', { name: 'Visa applications' })).getByRole('heading', { name: 'Visa applications' });

    const user = userEvent.setup();
    await user.click(within(pager).getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(within(pager).getByText('Page 2 of 3 (120 in total)')).toBeInTheDocument());
    await waitFor(() => expect(heading).toHaveFocus());

    // Keyboard: Tab back down to Next and press Enter on the last page.
    within(pager).getByRole('button', { name: 'Next' }).focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(within(pager).getByText('Page 3 of 3 (120 in total)')).toBeInTheDocument());
    await waitFor(() => expect(heading).toHaveFocus());
    expect(within(pager).getByRole('button', { name: 'Next' })).toBeDisabled();
  });

  it('leaves the focus where it is when the list refreshes for another reason (a search)', async () => {
    const { api } = renderPage({ session: sessionFor('agent') });
    api.visa = manyRows();
    await screen.findByRole('navigation', { name: 'Visa application pages' });
    const user = userEvent.setup();
    const search = screen.getByLabelText('Search applications');
    await user.type(search, 'R');
    // The search is sent 500 ms after the last keystroke and its answer shown.
    await new Promise((resolve) => setTimeout(resolve, 900));
    expect(search).toHaveFocus();
  });
});
