import { afterEach, beforeAll, describe, expect, it } from '@jest/globals';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { i18n as I18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { TIMINGS } from '@evisa/contracts';
import { createTestI18n } from '../../test/render-app';
import { Toaster } from './toaster';
import { getToasts, resetToasts, toast } from './toast-store';

let i18n: I18n;

beforeAll(async () => {
  i18n = await createTestI18n('en');
});

afterEach(() => {
  cleanup();
  act(() => resetToasts());
});

function renderToaster() {
  return render(
    <I18nextProvider i18n={i18n}>
      <Toaster />
    </I18nextProvider>,
  );
}

describe('toasts', () => {
  it('shows one toast at a time: a new one replaces the visible one', async () => {
    renderToaster();
    act(() => {
      toast({ title: 'First', description: 'one' });
      toast({ title: 'Second', description: 'two', variant: 'destructive' });
    });
    expect(await screen.findByText('Second')).toBeInTheDocument();
    expect(screen.queryByText('First')).not.toBeInTheDocument();
    expect(getToasts()).toHaveLength(1);
  });

  it('defaults to the spec duration and can be raised from non-React code', () => {
    const handle = toast({ title: 'Saved' });
    expect(getToasts()[0]).toMatchObject({ id: handle.id, duration: TIMINGS.toastDefaultMs, variant: 'default', open: true });
    handle.dismiss();
    expect(getToasts()[0]?.open).toBe(false);
  });

  it('runs the action button of a toast', async () => {
    renderToaster();
    let retried = 0;
    act(() => {
      toast({ title: 'Payment Error', variant: 'destructive', action: { label: 'Retry', onClick: () => (retried += 1) } });
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Retry' }));
    expect(retried).toBe(1);
  });

  it('moves focus to the notifications region on F8', async () => {
    renderToaster();
    act(() => {
      toast({ title: 'Hello' });
    });
    await screen.findByText('Hello');
    const viewport = screen.getByRole('region', { name: /Notifications/ }).querySelector('ol');
    expect(viewport).not.toBeNull();
    expect(document.activeElement).not.toBe(viewport);
    fireEvent.keyDown(document, { key: 'F8', code: 'F8' });
    expect(document.activeElement).toBe(viewport);
  });
});
