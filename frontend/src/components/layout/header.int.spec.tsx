import { afterEach, beforeAll, describe, expect, it } from '@jest/globals';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { i18n as I18n } from 'i18next';
import { createTestI18n, renderApp } from '../../test/render-app';

let i18n: I18n;
beforeAll(async () => {
  i18n = await createTestI18n('en');
});
afterEach(cleanup);

describe('mobile menu', () => {
  it('opens with its button, lists the navigation, and closes with Escape, handing the keyboard back to the button', async () => {
    const user = userEvent.setup();
    renderApp('/', i18n);
    const button = await screen.findByRole('button', { name: 'Open menu' });
    const menu = document.getElementById('mobile-menu');
    expect(menu).not.toBeVisible();

    await user.click(button);
    expect(menu).toBeVisible();
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(within(menu as HTMLElement).getAllByRole('link').map((link) => link.textContent)).toEqual([
      'Home',
      'Apply for e-Visa',
      'Travel insurance',
      'Check status',
      'Requirements',
      'FAQ',
    ]);

    await user.keyboard('{Escape}');
    expect(menu).not.toBeVisible();
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveAccessibleName('Open menu');
    expect(button).toHaveFocus();
  });
});
