import { CHAT_MESSAGE_MAX_LENGTH } from '@secops/domain/chat';
import * as MSG from '@secops/domain/messages';
import type { ChatMember } from '@secops/domain/missions.schemas';
import { SendHorizontal } from 'lucide-react';
import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button.tsx';
import { errorMessage } from '../../../lib/api-error.ts';
import { formatMessage } from '../../../lib/format-message.ts';
import { useDraft } from '../../../lib/use-draft.ts';
import { useSendMessage } from '../api/send-message.ts';
import { useTypingNotifier } from '../hooks/use-typing-notifier.ts';
import {
  findMentionQuery,
  insertMention,
  mentionOptions,
  type MentionOption,
  type MentionQuery,
} from '../utils/mentions.ts';
import { MentionList, mentionOptionId } from './mention-list.tsx';

/** The character counter shows when fewer than this many characters are left. */
const COUNTER_FROM = 200;

type ChatComposerProps = { missionId: string; members: readonly ChatMember[]; selfId: string | null };

const parseChatDraft = (raw: unknown): string | null => (typeof raw === 'string' && raw.trim() ? raw : null);

/**
 * Writing a message: Enter sends (Shift+Enter for a new line), an empty or blank message is not sent, "@" opens the
 * list of people to mention (arrows, Enter or Tab to choose, Escape to close). A message not yet sent is kept on the
 * phone for this user and mission, and is there again when the chat opens next (one composer per mission: key it).
 */
export function ChatComposer({ missionId, members, selfId }: ChatComposerProps) {
  const draft = useDraft('chat', selfId, missionId, parseChatDraft);
  const [text, setText] = useState(draft.restored ?? '');
  const [restored, setRestored] = useState(draft.restored !== null);
  const [mention, setMention] = useState<MentionQuery | null>(null);
  const [active, setActive] = useState(0);
  const field = useRef<HTMLTextAreaElement>(null);
  const listId = useId();
  const inputId = useId();
  const noteId = useId();
  const typing = useTypingNotifier(missionId);
  // Set here rather than in mutate(): the draft of a message sent goes even when the guard has left the page.
  const send = useSendMessage(missionId, {
    onSuccess: (_message, sent) => draft.clear((stored) => stored.trim() === sent),
  });

  const options = mention ? mentionOptions(members, mention.query, selfId) : [];
  const open = options.length > 0;
  const content = text.trim();
  const left = CHAT_MESSAGE_MAX_LENGTH - text.length;
  const showRestored = restored && text !== '';

  const edit = (value: string) => {
    setText(value);
    draft.save(value.trim() ? value : null);
  };

  // Called on every change and caret move: the highlighted option stays while the typed mention is the same.
  const follow = (value: string, caret: number) => {
    const next = findMentionQuery(value, caret);
    if (next?.start === mention?.start && next?.query === mention?.query) return;
    setMention(next);
    setActive(0);
  };

  const submit = () => {
    if (!content || !selfId) return;
    typing.stop();
    // Kept until the server has it: a failed send gives the text back, a page closed meanwhile finds it again.
    draft.saveNow(text);
    setText('');
    setRestored(false);
    setMention(null);
    send.mutate(content, {
      onError: (error) => {
        setText((current) => current || content);
        toast.error(errorMessage(error, MSG.chatSendError));
      },
    });
  };

  const choose = (option: MentionOption) => {
    if (!mention) return;
    const next = insertMention(text, mention, option.name);
    edit(next.text);
    setMention(null);
    requestAnimationFrame(() => {
      field.current?.focus();
      field.current?.setSelectionRange(next.caret, next.caret);
    });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (open) {
      const move = { ArrowDown: 1, ArrowUp: -1 }[event.key];
      if (move) {
        event.preventDefault();
        setActive((index) => (index + move + options.length) % options.length);
        return;
      }
      if (event.key === 'Enter' || event.key === 'Tab') {
        event.preventDefault();
        const option = options[active];
        if (option) choose(option);
        return;
      }
      if (event.key === 'Escape') {
        event.preventDefault();
        setMention(null);
        return;
      }
    }
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      submit();
    }
  };

  return (
    <form
      className="relative border-t border-slate-200 p-3"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      {open && <MentionList id={listId} options={options} active={active} onChoose={choose} />}
      <label htmlFor={inputId} className="sr-only">
        {MSG.chatInputLabel}
      </label>
      <div className="flex items-end gap-2">
        <textarea
          ref={field}
          id={inputId}
          rows={1}
          value={text}
          maxLength={CHAT_MESSAGE_MAX_LENGTH}
          placeholder={MSG.chatPlaceholder}
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={open}
          aria-controls={open ? listId : undefined}
          aria-activedescendant={open ? mentionOptionId(listId, active) : undefined}
          aria-describedby={showRestored ? noteId : undefined}
          onChange={(event) => {
            edit(event.target.value);
            follow(event.target.value, event.target.selectionStart);
            typing.keystroke();
          }}
          onSelect={(event) => follow(event.currentTarget.value, event.currentTarget.selectionStart)}
          onKeyDown={onKeyDown}
          onBlur={() => setMention(null)}
          className="block max-h-32 min-h-10 w-full min-w-0 flex-1 resize-none rounded-lg border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 shadow-sm placeholder:text-slate-500 sm:text-sm"
        />
        <Button
          type="submit"
          aria-label={MSG.chatSend}
          title={MSG.chatSend}
          disabled={!content || !selfId}
          isLoading={send.isPending}
          icon={<SendHorizontal aria-hidden="true" />}
          className="px-3"
        />
      </div>
      {showRestored && (
        <p id={noteId} className="mt-1 text-xs text-slate-600">
          {MSG.draftRestored}
        </p>
      )}
      {left < COUNTER_FROM && (
        <p className="mt-1 text-right text-xs text-slate-500" aria-live="polite">
          {formatMessage(MSG.chatCharactersLeft, { n: left })}
        </p>
      )}
    </form>
  );
}
