import * as MSG from '@secops/domain/messages';
import { Lock } from 'lucide-react';
import { useId, useMemo } from 'react';
import { cn } from '../../../lib/cn.ts';
import { useSessionUser } from '../../auth/index.ts';
import { useChatMembers } from '../api/get-chat-members.ts';
import { oldestFirst, useMessages } from '../api/get-messages.ts';
import { useSyncedMessages } from '../api/send-message.ts';
import { useChatRoom } from '../hooks/use-chat-room.ts';
import { typingLabel } from '../utils/typing-label.ts';
import { ChatComposer } from './chat-composer.tsx';
import { ChatMembers } from './chat-members.tsx';
import { ChatMessageList } from './chat-message-list.tsx';
import { PendingMessages } from './pending-messages.tsx';

type MissionChatProps = {
  missionId: string;
  /** An archived mission's chat is read-only (the server refuses new messages too). */
  archived?: boolean;
  className?: string;
};

/**
 * A mission's chat, 500 px high, for staff and the agents assigned to the mission: history with older pages,
 * live messages, who is typing, mentions with their notification, and the members with (future) call buttons.
 */
export function MissionChat({ missionId, archived = false, className }: MissionChatProps) {
  const titleId = useId();
  const user = useSessionUser();
  const selfId = user?.id ?? null;
  const history = useMessages(missionId);
  useSyncedMessages(missionId);
  const members = useChatMembers(missionId);
  const { connected, typers } = useChatRoom(missionId, selfId);
  const messages = useMemo(() => oldestFirst(history.data?.pages ?? []), [history.data]);
  const memberList = members.data ?? [];
  const memberNames = useMemo(() => (members.data ?? []).map((member) => member.name), [members.data]);
  const typing = typingLabel(typers);

  return (
    <section
      aria-labelledby={titleId}
      className={cn(
        'flex h-[500px] min-h-0 flex-col rounded-xl border border-slate-200 bg-white shadow-sm',
        className,
      )}
    >
      <header className="flex items-center justify-between gap-2 border-b border-slate-200 px-4 py-3">
        <h2 id={titleId} className="flex min-w-0 items-center gap-2 text-base font-semibold text-slate-900">
          <span
            aria-hidden="true"
            className={cn('size-2 shrink-0 rounded-full', connected ? 'bg-green-600' : 'bg-slate-400')}
          />
          <span className="truncate">{MSG.missionPanelChat}</span>
          <span className="sr-only">
            {connected ? MSG.gpsRealtimeConnected : MSG.gpsRealtimeDisconnected}
          </span>
        </h2>
        <ChatMembers members={memberList} selfId={selfId} />
      </header>
      <ChatMessageList
        messages={messages}
        selfId={selfId}
        memberNames={memberNames}
        status={history.status}
        error={history.error}
        onRetry={() => void history.refetch()}
        hasOlder={history.hasNextPage}
        loadingOlder={history.isFetchingNextPage}
        onLoadOlder={() => void history.fetchNextPage()}
      >
        <PendingMessages missionId={missionId} />
      </ChatMessageList>
      <p aria-live="polite" className="h-5 truncate px-4 text-xs text-slate-500 italic">
        {typing}
      </p>
      {archived ? (
        <p className="flex items-center gap-2 border-t border-slate-200 px-4 py-3 text-sm text-slate-600">
          <Lock aria-hidden="true" className="size-4 shrink-0" />
          {MSG.chatArchived}
        </p>
      ) : (
        <ChatComposer
          key={`${missionId} ${selfId}`}
          missionId={missionId}
          members={memberList}
          selfId={selfId}
        />
      )}
    </section>
  );
}
