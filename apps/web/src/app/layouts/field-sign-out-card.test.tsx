// @vitest-environment jsdom
import * as MSG from '@secops/domain/messages';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatMessage } from '../../lib/format-message.ts';
import { FieldSignOutCard } from './field-sign-out-card.tsx';

const session = vi.hoisted(() => ({ mutate: vi.fn(), pending: [] as unknown[] }));
vi.mock('../../features/auth/index.ts', () => ({
  useLogout: () => ({ mutate: session.mutate, isPending: false }),
  useSessionUser: () => ({ email: 'agent@secops.demo' }),
}));
vi.mock('../../features/offline/index.ts', () => ({ usePendingActions: () => session.pending }));

describe('Mon Profil sign-out', () => {
  afterEach(() => {
    cleanup();
    session.mutate.mockReset();
  });

  it('asks first, and signs out only once confirmed', async () => {
    session.pending = [];
    const user = userEvent.setup();
    render(<FieldSignOutCard />);
    await user.click(screen.getByRole('button', { name: MSG.logout }));
    const dialog = screen.getByRole('dialog', { name: MSG.logoutConfirmTitle });
    expect(dialog.textContent).toContain(MSG.logoutConfirm);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(session.mutate).not.toHaveBeenCalled();
    await user.click(screen.getAllByRole('button', { name: MSG.logout }).at(-1)!);
    expect(session.mutate).toHaveBeenCalledTimes(1);
  });

  it('warns that actions still waiting to be sent would be lost', async () => {
    session.pending = [{}, {}];
    const user = userEvent.setup();
    render(<FieldSignOutCard />);
    await user.click(screen.getByRole('button', { name: MSG.logout }));
    expect(screen.getByRole('alert').textContent).toBe(formatMessage(MSG.logoutPendingWarning, { n: 2 }));
  });
});
