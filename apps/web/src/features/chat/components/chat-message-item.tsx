import { CHAT_MESSAGE_TYPE_LABELS, chatDisplayName, type ChatMessage } from '@secops/domain/chat';
import * as MSG from '@secops/domain/messages';
import { TriangleAlert } from 'lucide-react';
import { DeclaredTimeNote } from '../../../components/declared-time-note.tsx';
import { Avatar } from '../../../components/ui/avatar.tsx';
import { cn } from '../../../lib/cn.ts';
import { formatDateTime, formatTime } from '../../../lib/format.ts';
import { splitMentions } from '../utils/mentions.ts';

type ChatMessageItemProps = { message: ChatMessage; own: boolean; memberNames: readonly string[] };

/** One message: sender and time above a bubble (own messages on the right, in blue); mentions in bold. */
export function ChatMessageItem({ message, own, memberNames }: ChatMessageItemProps) {
  const time = (
    <time dateTime={message.createdAt} title={formatDateTime(message.createdAt)}>
      {formatTime(message.createdAt)}
    </time>
  );
  if (message.type === 'SYSTEM') {
    return (
      <li className="py-1 text-center text-xs text-slate-500">
        {message.content} · {time}
      </li>
    );
  }
  const name = message.sender ? chatDisplayName(message.sender) : MSG.chatDeletedSender;
  const alert = message.type === 'ALERT';
  return (
    <li className={cn('flex items-end gap-2', own && 'flex-row-reverse')}>
      <Avatar name={name} photo={message.sender?.agent?.photo} size="sm" decorative />
      <div className={cn('flex max-w-[80%] min-w-0 flex-col', own ? 'items-end' : 'items-start')}>
        <p className="mb-0.5 flex items-baseline gap-2 px-1 text-xs text-slate-500">
          <span className="font-medium text-slate-700">{own ? MSG.chatYou : name}</span>
          {time}
        </p>
        <DeclaredTimeNote
          declaredAt={message.declaredAt}
          receivedAt={message.createdAt}
          className="px-1 pb-0.5"
        />
        <p
          className={cn(
            'rounded-2xl px-3 py-2 text-sm break-words whitespace-pre-wrap',
            alert && 'bg-red-50 text-red-900 ring-1 ring-red-200',
            !alert &&
              (own ? 'rounded-br-md bg-blue-600 text-white' : 'rounded-bl-md bg-slate-100 text-slate-900'),
          )}
        >
          {alert && (
            <TriangleAlert
              aria-label={CHAT_MESSAGE_TYPE_LABELS.ALERT}
              className="mr-1 inline size-4 align-text-bottom"
            />
          )}
          {splitMentions(message.content, memberNames).map((segment, index) =>
            segment.mention ? (
              <strong
                key={index}
                className={cn('font-semibold', own ? 'text-white underline' : 'text-blue-800')}
              >
                {segment.text}
              </strong>
            ) : (
              segment.text
            ),
          )}
        </p>
      </div>
    </li>
  );
}
