import * as MSG from '@secops/domain/messages';
import { Phone, Video } from 'lucide-react';
import { useId } from 'react';
import { useCalls, type CallPeer } from '../lib/calls.ts';
import { cn } from '../lib/cn.ts';
import { formatMessage } from '../lib/format-message.ts';
import { Button, type ButtonSize } from './ui/button.tsx';

type CallButtonsProps = { peer: CallPeer; size?: ButtonSize; className?: string };

/**
 * "Appel audio" and "Appel vidéo" to a person, with a dot that says whether they are online for calls (or that the
 * call service is not reached). The buttons stay usable: pressing them says why no call starts.
 */
export function CallButtons({ peer, size = 'sm', className }: CallButtonsProps) {
  const { isConnected, availableUsers, startCall } = useCalls();
  const statusId = useId();
  const online = isConnected && availableUsers.includes(peer.userId);
  const status = !isConnected ? MSG.callServiceUnavailable : online ? MSG.callOnline : MSG.callOffline;
  return (
    <div className={cn('flex items-center gap-2', className)}>
      <span id={statusId} title={status} className="flex items-center gap-1.5 text-sm text-slate-600">
        <span
          aria-hidden="true"
          className={cn('size-2.5 shrink-0 rounded-full', online ? 'bg-green-500' : 'bg-slate-300')}
        />
        {/* Written out where there is room (the profile); a dot alone on cards and in lists. */}
        <span className={size === 'sm' ? 'sr-only' : undefined}>{status}</span>
      </span>
      <Button
        variant="secondary"
        size={size}
        aria-label={formatMessage(MSG.callAudio, { name: peer.name })}
        aria-describedby={statusId}
        title={formatMessage(MSG.callAudio, { name: peer.name })}
        icon={<Phone aria-hidden="true" />}
        onClick={() => startCall(peer, 'audio')}
      />
      <Button
        variant="secondary"
        size={size}
        aria-label={formatMessage(MSG.callVideo, { name: peer.name })}
        aria-describedby={statusId}
        title={formatMessage(MSG.callVideo, { name: peer.name })}
        icon={<Video aria-hidden="true" />}
        onClick={() => startCall(peer, 'video')}
      />
    </div>
  );
}
