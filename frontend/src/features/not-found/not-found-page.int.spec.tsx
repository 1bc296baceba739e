import { afterEach, beforeAll, describe, expect, it } from '@jest/globals';
import { act, cleanup, screen } from '@testing-library/react';
import type { i18n as I18n } from 'i18next';
import { createTestI18n, renderApp } from '../../test/render-app';

let i18n: I18n;
beforeAll(async () => {
  i18n = await createTestI18n('en');
});
afterEach(cleanup);

describe('unknown paths', () => {
  it('render the 404 page with its title and the developer hint', async () => {
    renderApp('/this-page-does-not-exist', i18n);
    expect(await screen.findByRole('heading', { level: 1, name: '404 Page Not Found' })).toBeInTheDocument();
    expect(screen.getByText('Did you forget to add the page to the router?')).toBeInTheDocument();
    expect(document.title).toBe('404 Page Not Found');
  });

  it('keep the address out of search results while the 404 shows (the server answers 200), and only then', async () => {
    const robots = () => [...document.head.querySelectorAll<HTMLMetaElement>('meta[name="robots"]')].map((meta) => meta.content);
    const { history } = renderApp('/no-such-page', i18n);
    await screen.findByRole('heading', { level: 1, name: '404 Page Not Found' });
    expect(robots()).toEqual(['noindex']);

    act(() => history.push('/faq'));
    await screen.findByRole('heading', { level: 1, name: 'Frequently asked questions' });
    expect(robots()).toEqual([]);
  });

  it('are not confused with the registered aliases', async () => {
    renderApp('/payment/success', i18n);
    expect(await screen.findByRole('heading', { level: 1, name: 'Payment result' })).toBeInTheDocument();
    expect(screen.queryByText('404 Page Not Found')).not.toBeInTheDocument();
  });
});
