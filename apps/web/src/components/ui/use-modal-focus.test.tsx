import { useState } from 'react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { Dialog } from './dialog';
import { Drawer } from './drawer';

function Opener({ kind, onClose }: { kind: 'dialog' | 'drawer'; onClose: () => void }) {
  const [isOpen, setOpen] = useState(false);
  const close = () => {
    onClose();
    setOpen(false);
  };
  const body = (
    <>
      <input aria-label="Name" />
      <input type="hidden" name="hidden" />
      <button type="button">Save</button>
    </>
  );
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      {isOpen && kind === 'dialog' ? (
        <Dialog title="Edit" closeLabel="Close" onClose={close}>
          {body}
        </Dialog>
      ) : null}
      {isOpen && kind === 'drawer' ? (
        <Drawer side="left" title="Menu" closeLabel="Close" onClose={close}>
          {body}
        </Drawer>
      ) : null}
    </>
  );
}

describe.each(['dialog', 'drawer'] as const)('a %s', (kind) => {
  it('takes focus, keeps Tab inside, closes on Escape and gives focus back to its opener', async () => {
    const onClose = vi.fn();
    render(<Opener kind={kind} onClose={onClose} />);
    const opener = screen.getByRole('button', { name: 'Open' });
    await userEvent.click(opener);
    const panel = screen.getByRole('dialog');
    expect(panel.contains(document.activeElement)).toBe(true);
    expect(document.body.style.overflow).toBe('hidden');

    // Tab from the last control wraps to the first; Shift+Tab from the first to the last.
    screen.getByRole('button', { name: 'Save' }).focus();
    await userEvent.tab();
    expect(panel.contains(document.activeElement)).toBe(true);
    await userEvent.tab({ shift: true });
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Save' }));

    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
    expect(document.body.style.overflow).toBe('');
  });
});

it('a dialog focuses its first field; a drawer its close button', async () => {
  const { unmount } = render(<Opener kind="dialog" onClose={() => undefined} />);
  await userEvent.click(screen.getByRole('button', { name: 'Open' }));
  expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Name' }));
  unmount();
  render(<Opener kind="drawer" onClose={() => undefined} />);
  await userEvent.click(screen.getByRole('button', { name: 'Open' }));
  expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Close' }));
});
