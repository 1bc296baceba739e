import { afterEach, describe, expect, it } from '@jest/globals';
import { cleanup, screen, within } from '@testing-library/react';
import { createTestI18n, jsonResponse, mockFetch, renderApp } from '../../test/render-app';

let fetchMock: ReturnType<typeof mockFetch> | undefined;
afterEach(() => {
  cleanup();
  fetchMock?.restore();
});

describe('home page insurance promotion', () => {
  it('sells insurance from the cheapest plan price (from contracts), with the Get Travel Insurance for Turkey button, in six languages', async () => {
    fetchMock = mockFetch(() => jsonResponse({}));
    renderApp('/', await createTestI18n('en'));
    const promo = await screen.findByRole('region', { name: 'Travel health insurance for your trip' });
    expect(within(promo).getByTestId('insurance-from')).toHaveTextContent('From $114 for 7 days');
    expect(within(promo).getByRole('link', { name: 'Get Travel Insurance for Turkey' })).toHaveAttribute('href', '/insurance');
    expect(document.body).not.toHaveTextContent(/coming soon|not available yet/i);
    cleanup();
    renderApp('/', await createTestI18n('de'));
    expect(await screen.findByTestId('insurance-from')).toHaveTextContent(/Ab 114.*\$ für 7 Tage|Ab \$114 für 7 Tage/);
  });
});
