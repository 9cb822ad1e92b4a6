// @vitest-environment jsdom
import type { ChatMember } from '@secops/domain/missions.schemas';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ChatComposer } from './chat-composer.tsx';

const mutate = vi.hoisted(() => vi.fn());
const keystroke = vi.hoisted(() => vi.fn());
vi.mock('../api/send-message.ts', () => ({ useSendMessage: () => ({ mutate, isPending: false }) }));
vi.mock('../hooks/use-typing-notifier.ts', () => ({
  useTypingNotifier: () => ({ keystroke, stop: vi.fn() }),
}));

const members: ChatMember[] = [
  { userId: 'u-admin', name: 'admin', photo: null },
  { userId: 'u-lucas', name: 'Lucas Bernard', photo: null },
  { userId: 'u-sophie', name: 'Sophie Lefèvre', photo: null },
];

function renderComposer() {
  render(<ChatComposer missionId="m1" members={members} selfId="u-admin" />);
  return screen.getByRole('combobox', { name: 'Votre message' });
}

describe('ChatComposer', () => {
  afterEach(() => {
    cleanup();
    vi.clearAllMocks();
  });

  it('sends the trimmed message with Enter and empties the field', async () => {
    const user = userEvent.setup();
    const field = renderComposer();
    await user.type(field, '  Équipe en place  {Enter}');
    expect(mutate).toHaveBeenCalledWith('Équipe en place', expect.anything());
    expect(field).toHaveProperty('value', '');
    expect(keystroke).toHaveBeenCalled();
  });

  it('does not send an empty or blank message', async () => {
    const user = userEvent.setup();
    const field = renderComposer();
    await user.type(field, '   {Enter}');
    expect(mutate).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Envoyer' })).toHaveProperty('disabled', true);
  });

  it('offers everyone and the other members after "@", and inserts the one chosen with the keyboard', async () => {
    const user = userEvent.setup();
    const field = renderComposer();
    await user.type(field, 'Merci @');
    const options = screen.getAllByRole('option').map((option) => option.lastChild?.textContent);
    expect(options).toEqual(['@Tout le monde', '@Lucas Bernard', '@Sophie Lefèvre']);
    await user.keyboard('{ArrowDown}{Enter}');
    expect(field).toHaveProperty('value', 'Merci @Lucas Bernard ');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(mutate).not.toHaveBeenCalled();
  });

  it('narrows the list as the name is typed, and Escape closes it', async () => {
    const user = userEvent.setup();
    const field = renderComposer();
    await user.type(field, '@sop');
    expect(screen.getAllByRole('option').map((option) => option.lastChild?.textContent)).toEqual([
      '@Sophie Lefèvre',
    ]);
    expect(field.getAttribute('aria-expanded')).toBe('true');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).toBeNull();
  });
});
