import type { ChatMessage } from '@secops/domain/chat';
import * as MSG from '@secops/domain/messages';
import { MessagesSquare, TriangleAlert } from 'lucide-react';
import { Fragment, useLayoutEffect, useRef, type ReactNode } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { LoadingState } from '../../../components/ui/spinner.tsx';
import { errorMessage } from '../../../lib/api-error.ts';
import { formatParis } from '../../../lib/format.ts';
import { ChatMessageItem } from './chat-message-item.tsx';

/** Within this distance of the bottom, the list follows new messages. */
const STICK_THRESHOLD_PX = 80;

type ChatMessageListProps = {
  messages: readonly ChatMessage[];
  selfId: string | null;
  memberNames: readonly string[];
  status: 'pending' | 'error' | 'success';
  error: Error | null;
  onRetry: () => void;
  hasOlder: boolean;
  loadingOlder: boolean;
  onLoadOlder: () => void;
  /** Shown after the history: the messages still waiting on the phone. */
  children?: ReactNode;
};

const dayOf = (iso: string) => formatParis(iso, 'yyyy-MM-dd');

/**
 * The history, oldest at the top and newest at the bottom, scrolled to the newest message; it follows new messages
 * while the reader is at the bottom, and keeps its place when older messages are loaded above.
 */
export function ChatMessageList(props: ChatMessageListProps) {
  const { messages, selfId, memberNames, status, hasOlder, loadingOlder } = props;
  const listRef = useRef<HTMLDivElement>(null);
  const atBottom = useRef(true);
  const previous = useRef<{ firstId: string | null; height: number }>({ firstId: null, height: 0 });

  useLayoutEffect(() => {
    const list = listRef.current;
    if (!list) return;
    const firstId = messages[0]?.id ?? null;
    const { firstId: shownFirst, height } = previous.current;
    const lastIsOwn = messages.at(-1)?.senderId === selfId;
    if (shownFirst !== null && firstId !== shownFirst) list.scrollTop += list.scrollHeight - height;
    else if (atBottom.current || lastIsOwn) list.scrollTop = list.scrollHeight;
    previous.current = { firstId, height: list.scrollHeight };
  }, [messages, selfId]);

  const onScroll = () => {
    const list = listRef.current;
    if (list) atBottom.current = list.scrollHeight - list.scrollTop - list.clientHeight < STICK_THRESHOLD_PX;
  };

  return (
    <div
      ref={listRef}
      onScroll={onScroll}
      role="log"
      aria-label={MSG.chatMessagesLabel}
      // Focusable, so that the history can be scrolled with the keyboard.
      tabIndex={0}
      aria-relevant="additions"
      className="min-h-0 flex-1 overflow-y-auto px-4 py-3"
    >
      {hasOlder && (
        <div className="mb-3 flex justify-center">
          <Button variant="ghost" size="sm" onClick={props.onLoadOlder} isLoading={loadingOlder}>
            {MSG.chatLoadOlder}
          </Button>
        </div>
      )}
      {status === 'pending' && <LoadingState className="py-10" />}
      {status === 'error' && (
        <EmptyState
          icon={TriangleAlert}
          title={MSG.chatLoadError}
          description={errorMessage(props.error, MSG.networkError)}
          action={<Button onClick={props.onRetry}>{MSG.uiRetry}</Button>}
          className="py-8"
        />
      )}
      {status === 'success' && messages.length === 0 && (
        <EmptyState
          icon={MessagesSquare}
          title={MSG.chatEmpty}
          description={MSG.chatEmptyHint}
          className="py-8"
        />
      )}
      <ol className="space-y-3">
        {messages.map((message, index) => {
          const day = dayOf(message.createdAt);
          const newDay = index === 0 || dayOf(messages[index - 1]?.createdAt ?? '') !== day;
          return (
            <Fragment key={message.id}>
              {newDay && (
                <li aria-hidden="true" className="flex items-center gap-3 text-xs text-slate-500">
                  <span className="h-px flex-1 bg-slate-200" />
                  {formatParis(message.createdAt, 'EEEE d MMMM')}
                  <span className="h-px flex-1 bg-slate-200" />
                </li>
              )}
              <ChatMessageItem
                message={message}
                own={message.senderId === selfId}
                memberNames={memberNames}
              />
            </Fragment>
          );
        })}
      </ol>
      {props.children}
    </div>
  );
}
