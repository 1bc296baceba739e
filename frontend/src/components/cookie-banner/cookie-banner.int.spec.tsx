import { afterEach, beforeAll, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TIMINGS } from '@evisa/contracts';
import type { i18n as I18n } from 'i18next';
import { createTestI18n, renderApp } from '../../test/render-app';
import { COOKIE_CONSENT_STORAGE_KEY, readCookieConsent } from './cookie-consent';

let i18n: I18n;
beforeAll(async () => {
  i18n = await createTestI18n('en');
});
beforeEach(() => localStorage.removeItem(COOKIE_CONSENT_STORAGE_KEY));
afterEach(() => {
  cleanup();
  jest.restoreAllMocks();
});

describe('cookie banner', () => {
  it('appears after a second without stored consent; Reject All stores necessary only', async () => {
    const user = userEvent.setup();
    renderApp('/', i18n);
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('heading', { name: 'We use cookies' })).not.toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Reject All' }, { timeout: TIMINGS.cookieBannerDelayMs + 5000 }));
    expect(readCookieConsent()).toMatchObject({ necessary: true, analytics: false, marketing: false });
    expect(screen.queryByRole('heading', { name: 'We use cookies' })).not.toBeInTheDocument();
  });

  it('saves the chosen categories from Manage Preferences', async () => {
    const user = userEvent.setup();
    renderApp('/', i18n);
    await user.click(await screen.findByRole('button', { name: 'Manage Preferences' }, { timeout: TIMINGS.cookieBannerDelayMs + 5000 }));
    expect(screen.getByRole('checkbox', { name: 'Necessary' })).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: 'Analytics' }));
    await user.click(screen.getByRole('button', { name: 'Save preferences' }));
    const consent = readCookieConsent();
    expect(consent).toMatchObject({ necessary: true, analytics: true, marketing: false });
    expect(Number.isNaN(Date.parse(consent!.timestamp))).toBe(false);
  });

  it('a keyboard choice hands the focus back to where it came from, not to the start of the page', async () => {
    const user = userEvent.setup();
    renderApp('/', i18n);
    const accept = await screen.findByRole('button', { name: 'Accept All' }, { timeout: TIMINGS.cookieBannerDelayMs + 5000 });
    const before = screen.getAllByRole('link', { name: 'Apply for e-Visa' })[0]!;
    before.focus();
    // Tab from the page into the banner, as a keyboard user reaches it.
    accept.focus();
    await user.keyboard('{Enter}');
    expect(readCookieConsent()).toMatchObject({ analytics: true, marketing: true });
    await waitFor(() => expect(before).toHaveFocus());
  });

  /** jsdom lays nothing out: the banner is given a phone's height (360 px wide, its buttons on two lines). */
  const givePhoneHeight = () => {
    const measure = HTMLElement.prototype.getBoundingClientRect;
    jest.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
      return this.matches('section[aria-labelledby="cookie-banner-title"]') ? ({ top: 508, bottom: 740, height: 232, width: 360 } as DOMRect) : measure.call(this);
    });
  };

  it("keeps the window's bottom it covers free while it shows: focus is scrolled clear of it and of the launcher above it, and the page ends above both; the launcher's room after a choice", async () => {
    givePhoneHeight();
    const user = userEvent.setup();
    renderApp('/faq', i18n);
    const accept = await screen.findByRole('button', { name: 'Accept All' }, { timeout: TIMINGS.cookieBannerDelayMs + 5000 });
    const lastFooterBand = () => screen.getByText(/© 2024/).parentElement!;
    // Its height and 8 px for a focus outline (240 px), then the chat launcher standing on it (56 px and 8).
    await waitFor(() => expect(document.documentElement.style.scrollPaddingBottom).toBe('304px'));
    expect(lastFooterBand().style.paddingBottom).toBe('304px');
    await user.click(accept);
    await waitFor(() => expect(document.documentElement.style.scrollPaddingBottom).toBe('80px'));
    expect(lastFooterBand().style.paddingBottom).toBe('80px');
  });

  it('lifts the chat launcher onto it while it shows, so the banner never hides it, and puts it back in its corner after a choice', async () => {
    givePhoneHeight();
    const user = userEvent.setup();
    renderApp('/faq', i18n);
    const launcher = await screen.findByRole('button', { name: 'Open live support chat' });
    // The launcher's box: the fixed element that places it.
    const place = () => launcher.parentElement!.style.bottom;
    expect(place()).toBe('16px');
    const accept = await screen.findByRole('button', { name: 'Accept All' }, { timeout: TIMINGS.cookieBannerDelayMs + 5000 });
    // The banner's 232 px and its 8 px gap: the launcher's bottom edge is that far up.
    await waitFor(() => expect(place()).toBe('240px'));
    await user.click(accept);
    await waitFor(() => expect(place()).toBe('16px'));
  });

  it('stays hidden when consent is already stored', async () => {
    localStorage.setItem(COOKIE_CONSENT_STORAGE_KEY, JSON.stringify({ necessary: true, analytics: true, marketing: true, timestamp: '2026-01-01T00:00:00Z' }));
    renderApp('/', i18n);
    await screen.findByRole('heading', { level: 1 });
    await new Promise((resolve) => setTimeout(resolve, 1300));
    expect(screen.queryByRole('button', { name: 'Accept All' })).not.toBeInTheDocument();
  });
});
