// @vitest-environment jsdom
import type { ChatMember } from '@secops/domain/missions.schemas';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readDraft, writeDraft, type DraftScope } from '../../../lib/drafts.ts';
import { ChatComposer } from './chat-composer.tsx';

type SendConfig = { onSuccess?: (message: unknown, content: string) => void };
const mutate = vi.hoisted(() => vi.fn());
const keystroke = vi.hoisted(() => vi.fn());
const sending = vi.hoisted(() => ({ config: undefined as SendConfig | undefined }));
vi.mock('../api/send-message.ts', () => ({
  useSendMessage: (_missionId: string, config: SendConfig) => {
    sending.config = config;
    return { mutate, isPending: false };
  },
}));
vi.mock('../hooks/use-typing-notifier.ts', () => ({
  useTypingNotifier: () => ({ keystroke, stop: vi.fn() }),
}));

const members: ChatMember[] = [
  { userId: 'u-admin', name: 'admin', photo: null },
  { userId: 'u-lucas', name: 'Lucas Bernard', photo: null },
  { userId: 'u-sophie', name: 'Sophie Lefèvre', photo: null },
];

const draftOf: DraftScope = { userId: 'u-admin', missionId: 'm1', kind: 'chat' };

function renderComposer(selfId = 'u-admin') {
  render(<ChatComposer missionId="m1" members={members} selfId={selfId} />);
  return screen.getByRole('combobox', { name: 'Votre message' });
}

describe('ChatComposer', () => {
  afterEach(() => {
    cleanup();
    vi.clearAllMocks();
    localStorage.clear();
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

  it('brings back the message not yet sent on this mission, and says it is a draft', () => {
    writeDraft(draftOf, 'Relève à 22 h ?');
    const field = renderComposer();
    expect(field).toHaveProperty('value', 'Relève à 22 h ?');
    expect(screen.getByText('Brouillon restauré').id).toBe(field.getAttribute('aria-describedby'));
  });

  it("does not show another user's draft", () => {
    writeDraft(draftOf, 'Relève à 22 h ?');
    expect(renderComposer('u-lucas')).toHaveProperty('value', '');
    expect(screen.queryByText('Brouillon restauré')).toBeNull();
  });

  it('keeps what is typed, and removes it once the message is sent', async () => {
    const user = userEvent.setup();
    const field = renderComposer();
    await user.type(field, 'En route');
    await waitFor(() => expect(readDraft(draftOf)).toBe('En route'));
    await user.keyboard('{Enter}');
    expect(mutate).toHaveBeenCalledWith('En route', expect.anything());
    // Still kept while the message travels: a page closed now finds it again.
    expect(readDraft(draftOf)).toBe('En route');
    act(() => sending.config?.onSuccess?.({}, 'En route'));
    expect(readDraft(draftOf)).toBeNull();
  });

  it('keeps the draft and gives the text back when the message could not be sent', async () => {
    const user = userEvent.setup();
    const field = renderComposer();
    await user.type(field, 'En route{Enter}');
    const options = mutate.mock.calls[0]?.[1] as { onError: (error: Error) => void };
    act(() => options.onError(new Error('réseau')));
    expect(field).toHaveProperty('value', 'En route');
    expect(readDraft(draftOf)).toBe('En route');
  });
});
