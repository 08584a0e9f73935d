import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { DeferredPopover } from '@/components/ui/deferred-popover';

function Harness() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <DeferredPopover
        open={open}
        onOpenChange={setOpen}
        aria-label="Guests"
        trigger={(trigger) => (
          <button type="button" {...trigger}>
            Guests
          </button>
        )}
      >
        <button type="button">Inside</button>
      </DeferredPopover>
      <button type="button">Elsewhere</button>
    </>
  );
}

/** A popover whose Radix part loads on first open: the trigger is the page's own button. */
describe('DeferredPopover', () => {
  it('the closed trigger is a plain disclosure button; it opens the panel, which it controls', async () => {
    render(<Harness />);
    const trigger = screen.getByRole('button', { name: 'Guests' });
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    expect(trigger).toHaveAttribute('aria-haspopup', 'dialog');
    expect(trigger).not.toHaveAttribute('aria-controls');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    fireEvent.click(trigger);
    const panel = await screen.findByRole('dialog', { name: 'Guests' });
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    expect(trigger).toHaveAttribute('aria-controls', panel.id);
  });

  it('Escape closes it and gives the focus back to the trigger', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const trigger = screen.getByRole('button', { name: 'Guests' });
    await user.click(trigger);
    await screen.findByRole('dialog');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
  });

  it('a press on the trigger while open closes it', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const trigger = screen.getByRole('button', { name: 'Guests' });
    await user.click(trigger);
    await screen.findByRole('dialog');
    await user.click(trigger);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
  });

  it('a click elsewhere closes it and leaves the focus where the visitor clicked', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Guests' }));
    await screen.findByRole('dialog');
    const elsewhere = screen.getByRole('button', { name: 'Elsewhere' });
    await user.click(elsewhere);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
    expect(elsewhere).toHaveFocus();
  });
});
