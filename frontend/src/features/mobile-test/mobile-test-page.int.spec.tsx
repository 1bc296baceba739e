import { afterEach, beforeAll, describe, expect, it } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { i18n as I18n } from 'i18next';
import { INSURANCE_PRODUCTS, type StaffSessionView } from '@evisa/contracts';
import { createTestI18n, jsonResponse, mockFetch, renderApp } from '../../test/render-app';
import { BREAKPOINTS, MOBILE_CHECKS } from './mobile-test-checks';

let i18n: I18n;
let network: ReturnType<typeof mockFetch> | undefined;
beforeAll(async () => {
  i18n = await createTestI18n('en');
});
afterEach(() => {
  cleanup();
  network?.restore();
  network = undefined;
});

const SESSION: StaffSessionView = { staff: { id: 'staff-1', email: 'ops@example.com', name: 'Ops', role: 'agent' }, csrfToken: 'csrf' };

function server({ staff, failing = false }: { staff: boolean; failing?: boolean }) {
  network = mockFetch((url) => {
    if (url === '/api/admin/auth/me') {
      if (failing) return jsonResponse({ statusCode: 500, message: 'Internal server error' }, 500);
      return jsonResponse(staff ? SESSION : { staff: null });
    }
    return jsonResponse({ statusCode: 404, message: 'Not Found' }, 404);
  });
  return network;
}

const region = (name: string) => screen.getByRole('region', { name });
const summary = () => screen.getByTestId('check-summary');
const check = (name: string) => screen.getByRole('radiogroup', { name });

async function openAsStaff() {
  server({ staff: true });
  renderApp('/mobile-test', i18n);
  await screen.findByRole('region', { name: 'The 10 checks' });
}

describe('mobile test page', () => {
  it('is for staff only: without a staff session it shows the notice and a link to the staff sign-in', async () => {
    const calls = server({ staff: false });
    renderApp('/mobile-test', i18n);
    expect(await screen.findByTestId('staff-only')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Mobile test page' })).toBeInTheDocument();
    expect(screen.getByText('This internal page is for staff. Please sign in to the staff area first.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to staff sign-in' })).toHaveAttribute('href', '/admin');
    expect(screen.queryByRole('radiogroup')).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Quick links' })).not.toBeInTheDocument();
    expect(calls.calls.map((c) => c.url)).toEqual(['/api/admin/auth/me']);
  });

  it('says so when the staff session cannot be checked, and still offers the sign-in', async () => {
    server({ staff: false, failing: true });
    renderApp('/mobile-test', i18n);
    expect(await screen.findByText('We could not check your staff session. Please try again in a moment.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to staff sign-in' })).toHaveAttribute('href', '/admin');
    expect(screen.queryByRole('radiogroup')).not.toBeInTheDocument();
  });

  it('shows the three target buttons as links to insurance, the application and home', async () => {
    await openAsStaff();
    const links = within(region('Target buttons')).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Travel insurance', '/insurance'],
      ['Apply for an e-Visa', '/apply'],
      ['Home page', '/'],
    ]);
    // Buttons of the UI kit: min-h-12 (48 px) and min-w-11 (44 px), above the 44 px touch target.
    for (const link of links) expect(link).toHaveClass('min-h-12', 'min-w-11');
  });

  it('starts all ten checks pending, counts changes freely and resets them', async () => {
    await openAsStaff();
    const groups = within(region('The 10 checks')).getAllByRole('radiogroup');
    expect(groups).toHaveLength(MOBILE_CHECKS.length);
    expect(groups.map((group) => document.getElementById(group.getAttribute('aria-labelledby') ?? '')?.textContent)).toEqual([
      'Header',
      'Background',
      'Typography',
      'Form layout',
      'Country selector',
      'Date dropdowns',
      'Payment',
      'Insurance products',
      'Performance',
      'Touch targets',
    ]);
    for (const group of groups) expect(within(group).getByRole('radio', { name: 'Pending' })).toBeChecked();
    expect(summary()).toHaveTextContent('0 passed, 0 failed, 10 pending');
    expect(screen.getByText(/They are not saved anywhere/)).toBeInTheDocument();

    const user = userEvent.setup();
    await user.click(within(check('Header')).getByRole('radio', { name: 'Pass' }));
    await user.click(within(check('Payment')).getByRole('radio', { name: 'Pass' }));
    await user.click(within(check('Touch targets')).getByRole('radio', { name: 'Fail' }));
    expect(summary()).toHaveTextContent('2 passed, 1 failed, 7 pending');
    expect(within(screen.getByTestId('check-header')).getByText('Pass', { selector: '[data-colour]' })).toHaveAttribute('data-colour', 'green');

    // Freely: a result can be changed again, also back to pending.
    await user.click(within(check('Header')).getByRole('radio', { name: 'Fail' }));
    await user.click(within(check('Payment')).getByRole('radio', { name: 'Pending' }));
    expect(summary()).toHaveTextContent('0 passed, 2 failed, 8 pending');
    expect(within(check('Header')).getByRole('radio', { name: 'Fail' })).toBeChecked();

    await user.click(screen.getByRole('button', { name: 'Reset all to pending' }));
    expect(summary()).toHaveTextContent('0 passed, 0 failed, 10 pending');
    for (const group of within(region('The 10 checks')).getAllByRole('radiogroup')) {
      expect(within(group).getByRole('radio', { name: 'Pending' })).toBeChecked();
    }
  });

  it('moves between the results of a check with the arrow keys', async () => {
    await openAsStaff();
    const user = userEvent.setup();
    await user.click(within(check('Background')).getByRole('radio', { name: 'Pending' }));
    // Held down: Radix moves focus just after the keydown and selects only while the arrow is still pressed.
    await user.keyboard('{ArrowRight>}');
    await waitFor(() => expect(within(check('Background')).getByRole('radio', { name: 'Pass' })).toBeChecked());
    await user.keyboard('{/ArrowRight}');
    expect(within(check('Background')).getByRole('radio', { name: 'Pass' })).toHaveFocus();
    expect(summary()).toHaveTextContent('1 passed, 0 failed, 9 pending');
  });

  it('opens the six quick links in a new tab, safely, and says so', async () => {
    await openAsStaff();
    const links = within(region('Quick links')).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['/insurance', '/apply', '/', '/status', '/faq', '/requirements']);
    for (const link of links) {
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      expect(link).toHaveAccessibleName(expect.stringMatching(/\(opens in a new tab\)$/));
      expect(link).toHaveClass('min-h-11', 'min-w-11');
    }
  });

  it('counts the insurance plans from contracts and asks for all of them with prices and a way to buy', async () => {
    await openAsStaff();
    const products = screen.getByTestId('check-products');
    expect(products).toHaveTextContent(`The insurance catalogue has ${INSURANCE_PRODUCTS.length} plans`);
    expect(products).toHaveTextContent('each with its price');
    expect(products).not.toHaveTextContent('not available yet');
  });

  it('lists the 44 px touch target and the sm, md and lg breakpoints in the manual checklist', async () => {
    await openAsStaff();
    const manual = region('Manual checklist');
    expect(within(manual).getByText('Touch targets: every button, link and option is at least 44 × 44 px.')).toBeInTheDocument();
    expect(within(screen.getByTestId('breakpoints')).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Below 640 px: phones held upright.',
      'sm, from 640 px: phones held sideways.',
      'md, from 768 px: tablets.',
      'lg, from 1024 px: laptops and desktops.',
    ]);
    // jsdom's window is 1024 px wide.
    expect(screen.getByTestId('viewport')).toHaveTextContent(`This screen is ${window.innerWidth} px wide now: lg.`);
  });

  it("uses Tailwind's default breakpoints, which index.css does not redefine", () => {
    const css = readFileSync(fileURLToPath(new URL('../../index.css', import.meta.url)), 'utf8');
    expect(css).not.toMatch(/--breakpoint-/);
    // Tailwind CSS v4's defaults: 40rem, 48rem, 64rem at 16 px.
    expect(BREAKPOINTS.map((b) => [b.name, b.minWidthPx])).toEqual([
      ['sm', 40 * 16],
      ['md', 48 * 16],
      ['lg', 64 * 16],
    ]);
  });

  it('is translated: in Arabic the page and its summary are in Arabic', async () => {
    server({ staff: true });
    const arabic = await createTestI18n('ar');
    renderApp('/mobile-test', arabic);
    expect(await screen.findByRole('heading', { level: 1, name: 'صفحة اختبار الجوال' })).toBeInTheDocument();
    expect(await screen.findByTestId('check-summary')).toHaveTextContent('ناجحة: 0، فاشلة: 0، قيد الانتظار: 10');
    localStorage.clear();
  });
});
