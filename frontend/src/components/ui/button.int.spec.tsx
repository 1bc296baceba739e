import { describe, expect, it, jest } from '@jest/globals';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button } from './button';

describe('Button while loading', () => {
  it('keeps the focus it has, says it is busy, and ignores clicks and form submission', async () => {
    const onClick = jest.fn();
    const onSubmit = jest.fn((event: { preventDefault: () => void }) => event.preventDefault());
    const form = (loading: boolean) => (
      <form onSubmit={onSubmit}>
        <input aria-label="Name" />
        <Button type="submit" loading={loading} onClick={onClick}>
          {loading ? 'Processing...' : 'Pay'}
        </Button>
      </form>
    );
    const { rerender } = render(form(false));
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Pay' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Pay' })).toHaveFocus();

    rerender(form(true));
    const busy = screen.getByRole('button', { name: 'Processing...' });
    // A focused button that became `disabled` would hand the focus back to <body>.
    expect(busy).toHaveFocus();
    expect(busy).toHaveAttribute('aria-disabled', 'true');
    expect(busy).toHaveAttribute('aria-busy', 'true');
    await user.click(busy);
    await user.type(screen.getByLabelText('Name'), 'x{Enter}');
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('a disabled button is still disabled', () => {
    render(<Button disabled>Pay</Button>);
    expect(screen.getByRole('button', { name: 'Pay' })).toBeDisabled();
  });
});
