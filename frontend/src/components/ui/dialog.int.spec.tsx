import { beforeAll, describe, expect, it } from '@jest/globals';
import { useState } from 'react';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { i18n as I18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { createTestI18n } from '../../test/render-app';
import { Dialog, DialogContent } from './dialog';

let i18n: I18n;
beforeAll(async () => {
  i18n = await createTestI18n('en');
});

/** A dialog the page opens from its own state, as the wizard's Next Step opens "No visa needed": no DialogTrigger. */
function OpenedByState() {
  const [open, setOpen] = useState(false);
  return (
    <I18nextProvider i18n={i18n}>
      <button type="button" onClick={() => setOpen(true)}>
        Next Step
      </button>
      <Dialog open={open} onOpenChange={setOpen}>
        {open && (
          <DialogContent title="No visa needed" hideCloseButton>
            <button type="button" onClick={() => setOpen(false)}>
              Close
            </button>
          </DialogContent>
        )}
      </Dialog>
    </I18nextProvider>
  );
}

describe('dialog focus', () => {
  it('gives the focus back to what opened it, also without a trigger, by Escape or by its own button', async () => {
    render(<OpenedByState />);
    const user = userEvent.setup();
    const next = screen.getByRole('button', { name: 'Next Step' });
    await user.click(next);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus());
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(next).toHaveFocus());

    await user.click(next);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus());
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(next).toHaveFocus());
  });
});
