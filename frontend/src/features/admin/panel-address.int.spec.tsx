import { beforeEach, describe, expect, it } from '@jest/globals';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createBrowserHistory, createMemoryHistory } from '@tanstack/react-router';
import { LIMITS } from '@evisa/contracts';
import { adminPageHarness } from './test/admin-page-harness';
import { insuranceRow, sessionFor, visaRow } from './test/fake-admin-api';

const { renderPage } = adminPageHarness();

/** 120 rows: three pages of 50. */
function visaRows() {
  return Array.from({ length: 120 }, (_, index) => {
    const number = `PAGE${String(index).padStart(12, '0')}`;
    return visaRow({ id: number, applicationNumber: number });
  });
}
function insuranceRows() {
  return Array.from({ length: 60 }, (_, index) => {
    const number = `INS${String(index).padStart(13, '0')}`;
    return insuranceRow({ id: number, applicationNumber: number });
  });
}

const pagerOf = (name: string) => screen.getByRole('navigation', { name });
const showsPage = (name: string, text: string) => waitFor(() => expect(within(pagerOf(name)).getByText(text)).toBeInTheDocument());
const address = (history: { location: { href: string } }) => history.location.href;
/** The search the last list request asked for. */
const lastSearch = (calls: Array<{ url: string }>) => new URL(calls.at(-1)!.url, 'http://panel').searchParams.get('search');

describe("the staff panel's view in the address", () => {
  it('puts the tab and the page in the address, each a history entry that Back returns to', async () => {
    const { history, callsTo } = renderPage({ session: sessionFor('agent'), visa: visaRows(), insurance: insuranceRows() });
    const user = userEvent.setup();
    await screen.findByRole('navigation', { name: 'Visa application pages' });
    expect(address(history)).toBe('/admin');

    await user.click(within(pagerOf('Visa application pages')).getByRole('button', { name: 'Next' }));
    await showsPage('Visa application pages', 'Page 2 of 3 (120 in total)');
    expect(address(history)).toBe('/admin?page=2');
    // Paging still puts the focus on the list's heading.
    const heading = within(screen.getByRole('tabpanel', { name: 'Visa applications' })).getByRole('heading', { name: 'Visa applications' });
    await waitFor(() => expect(heading).toHaveFocus());

    await user.click(screen.getByRole('tab', { name: 'Insurance applications' }));
    await screen.findByRole('navigation', { name: 'Insurance application pages' });
    expect(address(history)).toBe('/admin?tab=insurance');
    await user.click(within(pagerOf('Insurance application pages')).getByRole('button', { name: 'Next' }));
    await showsPage('Insurance application pages', 'Page 2 of 2 (60 in total)');
    expect(address(history)).toBe('/admin?tab=insurance&page=2');

    act(() => history.back());
    await showsPage('Insurance application pages', 'Page 1 of 2 (60 in total)');
    act(() => history.back());
    expect(await screen.findByRole('tab', { name: 'Visa applications', selected: true })).toBeInTheDocument();
    await showsPage('Visa application pages', 'Page 2 of 3 (120 in total)');
    expect(callsTo('GET', '/api/admin/applications').at(-1)?.url).toContain('page=2');
    act(() => history.forward());
    expect(await screen.findByRole('tab', { name: 'Insurance applications', selected: true })).toBeInTheDocument();
  });

  it('opens the view an address names, and the start for an address it cannot read', async () => {
    const opened = renderPage({ session: sessionFor('agent'), insurance: insuranceRows() }, createMemoryHistory({ initialEntries: ['/admin?tab=insurance&page=2'] }));
    expect(await screen.findByRole('tab', { name: 'Insurance applications', selected: true })).toBeInTheDocument();
    await showsPage('Insurance application pages', 'Page 2 of 2 (60 in total)');
    expect(opened.callsTo('GET', '/api/admin/insurance-applications')[0]?.url).toContain('page=2');
    opened.unmount();
    opened.network.restore();

    const garbled = renderPage({ session: sessionFor('agent') }, createMemoryHistory({ initialEntries: ['/admin?tab=bogus&page=-3&search=Lovelace'] }));
    expect(await screen.findByRole('tab', { name: 'Visa applications', selected: true })).toBeInTheDocument();
    await screen.findByText('ABC1234567890XYZ');
    const request = garbled.callsTo('GET', '/api/admin/applications')[0]!.url;
    expect(request).toContain('page=1');
    expect(request).not.toContain('Lovelace');
    expect(screen.getByLabelText('Search applications')).toHaveValue('');
  });

  it('opens Visa for a Staff tab in the address of a member who is not an admin', async () => {
    renderPage({ session: sessionFor('agent') }, createMemoryHistory({ initialEntries: ['/admin?tab=staff'] }));
    expect(await screen.findByRole('tab', { name: 'Visa applications', selected: true })).toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: 'Staff' })).not.toBeInTheDocument();
  });

  it('keeps the search out of the address; typing makes one history entry, refined in place, and Back returns to the list before it', async () => {
    const { history, callsTo } = renderPage({ session: sessionFor('agent'), visa: visaRows() });
    const user = userEvent.setup();
    await user.click(within(await screen.findByRole('navigation', { name: 'Visa application pages' })).getByRole('button', { name: 'Next' }));
    await showsPage('Visa application pages', 'Page 2 of 3 (120 in total)');
    const entries = history.length;

    const box = screen.getByLabelText('Search applications');
    await user.type(box, 'Love');
    await waitFor(() => expect(lastSearch(callsTo('GET', '/api/admin/applications'))).toBe('Love'));
    await user.type(box, 'lace');
    await waitFor(() => expect(lastSearch(callsTo('GET', '/api/admin/applications'))).toBe('Lovelace'));
    // A search starts at its first page; the name is in no address, only in the entry's state.
    expect(address(history)).toBe('/admin');
    expect(history.location.state.adminSearch).toMatchObject({ staffId: 'staff-agent', text: 'Lovelace' });
    expect(history.length).toBe(entries + 1);
    expect(box).toHaveFocus();

    act(() => history.back());
    await waitFor(() => expect(box).toHaveValue(''));
    await showsPage('Visa application pages', 'Page 2 of 3 (120 in total)');
    expect(lastSearch(callsTo('GET', '/api/admin/applications'))).toBeNull();
    act(() => history.forward());
    await waitFor(() => expect(box).toHaveValue('Lovelace'));
    // Nothing more is searched for after Back/Forward than the entry's own search.
    await new Promise((resolve) => setTimeout(resolve, 700));
    expect(lastSearch(callsTo('GET', '/api/admin/applications'))).toBe('Lovelace');
    expect(history.location.state.adminSearch?.text).toBe('Lovelace');
  });

  it('carries the search along to another tab and page', async () => {
    const { history, callsTo } = renderPage({ session: sessionFor('agent'), insurance: insuranceRows() });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Search applications'), 'Young');
    await waitFor(() => expect(history.location.state.adminSearch?.text).toBe('Young'));
    await user.click(screen.getByRole('tab', { name: 'Insurance applications' }));
    await user.click(within(await screen.findByRole('navigation', { name: 'Insurance application pages' })).getByRole('button', { name: 'Next' }));
    await showsPage('Insurance application pages', 'Page 2 of 2 (60 in total)');
    expect(address(history)).toBe('/admin?tab=insurance&page=2');
    expect(lastSearch(callsTo('GET', '/api/admin/insurance-applications'))).toBe('Young');
    expect(screen.getByLabelText('Search applications')).toHaveValue('Young');
  });

  it('forgets the view on Log out: the address is plain /admin and the entry holds no search', async () => {
    const { history } = renderPage({ session: sessionFor('agent'), insurance: insuranceRows() });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('tab', { name: 'Insurance applications' }));
    await user.type(screen.getByLabelText('Search applications'), 'Young');
    await waitFor(() => expect(history.location.state.adminSearch?.text).toBe('Young'));
    await user.click(screen.getByRole('button', { name: 'Log out' }));
    await screen.findByRole('heading', { name: 'Staff sign-in' });
    await waitFor(() => expect(address(history)).toBe('/admin'));
    expect(history.location.state.adminSearch).toBeUndefined();
  });
});

describe('a reload of the staff panel (the browser keeps the address and the entry state)', () => {
  beforeEach(() => window.history.replaceState(null, '', '/admin'));

  it('comes back on the same tab, page and search', async () => {
    const first = renderPage({ session: sessionFor('agent'), insurance: insuranceRows() }, createBrowserHistory());
    const user = userEvent.setup();
    await user.click(await screen.findByRole('tab', { name: 'Insurance applications' }));
    await user.type(screen.getByLabelText('Search applications'), 'Young');
    await waitFor(() => expect(lastSearch(first.callsTo('GET', '/api/admin/insurance-applications'))).toBe('Young'));
    await user.click(within(pagerOf('Insurance application pages')).getByRole('button', { name: 'Next' }));
    await showsPage('Insurance application pages', 'Page 2 of 2 (60 in total)');
    first.history.flush();
    expect(window.location.search).toBe('?tab=insurance&page=2');
    first.unmount();
    first.network.restore();

    // Reload: a new page reads the address and the entry's state as the browser kept them.
    const reloaded = renderPage({ session: sessionFor('agent'), insurance: insuranceRows() }, createBrowserHistory());
    expect(await screen.findByRole('tab', { name: 'Insurance applications', selected: true })).toBeInTheDocument();
    expect(screen.getByLabelText('Search applications')).toHaveValue('Young');
    await showsPage('Insurance application pages', 'Page 2 of 2 (60 in total)');
    const request = reloaded.callsTo('GET', '/api/admin/insurance-applications')[0]!.url;
    expect(request).toContain('page=2');
    expect(request).toContain('search=Young');
  });

  it('takes a search an entry holds from elsewhere (an older panel) as the server does: at most 200 characters', async () => {
    window.history.replaceState({ key: 'k', __TSR_key: 'k', __TSR_index: 0, adminSearch: { staffId: 'staff-agent', text: ` ${'x'.repeat(300)} ` } }, '', '/admin');
    const { callsTo } = renderPage({ session: sessionFor('agent') }, createBrowserHistory());
    await screen.findByText('ABC1234567890XYZ');
    expect(lastSearch(callsTo('GET', '/api/admin/applications'))).toBe('x'.repeat(LIMITS.textMax));
    expect(screen.getByLabelText('Search applications')).toHaveValue('x'.repeat(LIMITS.textMax));
  });

  it("does not show another member's search kept in the entry", async () => {
    window.history.replaceState({ key: 'k', __TSR_key: 'k', __TSR_index: 0, adminSearch: { staffId: 'staff-admin', text: 'Lovelace' } }, '', '/admin');
    const { callsTo } = renderPage({ session: sessionFor('agent') }, createBrowserHistory());
    await screen.findByText('ABC1234567890XYZ');
    expect(lastSearch(callsTo('GET', '/api/admin/applications'))).toBeNull();
    expect(screen.getByLabelText('Search applications')).toHaveValue('');
  });
});
