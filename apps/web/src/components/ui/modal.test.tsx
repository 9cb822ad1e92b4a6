// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { Modal } from './modal.tsx';

function Example() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button onClick={() => setOpen(true)}>Ajouter un agent</button>
      <Modal open={open} onClose={() => setOpen(false)} title="Assigner un agent" size="lg">
        <input aria-label="Agent" />
        <button>Assigner</button>
      </Modal>
    </>
  );
}

describe('modal', () => {
  afterEach(cleanup);

  it('closes on Escape and gives focus back to the button that opened it', async () => {
    const user = userEvent.setup();
    render(<Example />);
    const opener = screen.getByRole('button', { name: 'Ajouter un agent' });
    await user.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'Assigner un agent' });
    expect(document.activeElement).toBe(dialog);

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('keeps Tab inside the dialog', async () => {
    const user = userEvent.setup();
    render(<Example />);
    await user.click(screen.getByRole('button', { name: 'Ajouter un agent' }));
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Fermer' }));
    await user.tab();
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Assigner' }));
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Fermer' }));
    await user.tab({ shift: true });
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Assigner' }));
  });
});
