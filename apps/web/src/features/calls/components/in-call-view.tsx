import * as MSG from '@secops/domain/messages';
import { Mic, MicOff, PhoneOff, Video, VideoOff } from 'lucide-react';
import { useEffect, useId, useRef, useState, type SyntheticEvent } from 'react';
import { createPortal } from 'react-dom';
import { formatMessage } from '../../../lib/format-message.ts';
import { useFocusTrap } from '../../../lib/use-focus-trap.ts';
import type { CallView } from '../stores/call-controller.ts';
import { CallAvatar } from './call-avatar.tsx';
import { CallControl } from './call-control.tsx';

/** Plays `stream` in the video element (srcObject cannot be set as a React attribute). */
function useStream(stream: MediaStream | null) {
  const ref = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    if (ref.current) ref.current.srcObject = stream;
  }, [stream]);
  return ref;
}

type InCallViewProps = {
  view: CallView;
  onToggleMic: () => void;
  onToggleCamera: () => void;
  onHangUp: () => void;
};

/**
 * The full-screen call: who, which call and whether the connection is up ('Connecté' only once the peer connection
 * is connected), the remote video or avatar, the local preview 'Vous' (video), microphone, camera and hang-up.
 */
export function InCallView({ view, onToggleMic, onToggleCamera, onHangUp }: InCallViewProps) {
  const titleId = useId();
  const dialogRef = useFocusTrap<HTMLDivElement>(true, () => {});
  const remoteRef = useStream(view.remoteStream);
  const localRef = useStream(view.localStream);
  const [remoteShown, setRemoteShown] = useState(false);
  const name = view.remoteUser?.name ?? '';
  const video = view.callType === 'video';
  const connected = view.peerState === 'connected';
  const showRemote = video && remoteShown;
  const frameArrived = (event: SyntheticEvent<HTMLVideoElement>) =>
    setRemoteShown(event.currentTarget.videoWidth > 0);

  return createPortal(
    <div
      ref={dialogRef}
      role="dialog"
      aria-modal="true"
      aria-labelledby={titleId}
      tabIndex={-1}
      className="fixed inset-0 z-[60] flex flex-col bg-slate-900 text-white outline-none"
    >
      <header className="z-10 flex flex-col items-center gap-1 px-4 pt-[max(env(safe-area-inset-top),1.25rem)] pb-3 text-center">
        <h2 id={titleId} className="max-w-full truncate text-xl font-semibold">
          {name}
        </h2>
        <p className="flex items-center gap-2 text-sm text-slate-300">
          <span>{video ? MSG.callTypeVideo : MSG.callTypeAudio}</span>
          <span aria-hidden="true">·</span>
          {connected ? (
            <span className="flex items-center gap-1.5 font-medium text-green-400">
              <span aria-hidden="true" className="size-2 rounded-full bg-green-400" />
              {MSG.callConnected}
            </span>
          ) : (
            <span>{MSG.callConnecting}</span>
          )}
        </p>
      </header>

      <div className="relative min-h-0 flex-1">
        {/* Always mounted: it also plays the remote sound of an audio call. */}
        <video
          ref={remoteRef}
          autoPlay
          playsInline
          aria-label={formatMessage(MSG.callRemoteVideo, { name })}
          onLoadedData={frameArrived}
          onResize={frameArrived}
          className={showRemote ? 'absolute inset-0 size-full bg-black object-contain' : 'hidden'}
        />
        {!showRemote && (
          <div className="flex h-full flex-col items-center justify-center gap-4 px-4">
            <CallAvatar name={name} photo={view.remoteUser?.photo} className="size-32 text-4xl" />
            {video && <p className="text-sm text-slate-300">{MSG.callWaitingVideo}</p>}
          </div>
        )}
        {video && (
          <figure className="absolute top-3 right-3 h-28 w-36 overflow-hidden rounded-xl border border-white/20 bg-slate-800 shadow-lg sm:h-36 sm:w-48">
            <video
              ref={localRef}
              autoPlay
              playsInline
              muted
              aria-label={MSG.callYou}
              className="size-full -scale-x-100 object-cover"
            />
            <figcaption className="absolute bottom-1 left-1.5 rounded bg-black/50 px-1.5 text-xs">
              {MSG.callYou}
            </figcaption>
          </figure>
        )}
      </div>

      <footer className="flex items-center justify-center gap-5 px-4 pt-4 pb-[max(env(safe-area-inset-bottom),1.75rem)]">
        <CallControl
          label={view.micOn ? MSG.callMute : MSG.callUnmute}
          onClick={onToggleMic}
          tone={view.micOn ? 'normal' : 'off'}
        >
          {view.micOn ? <Mic aria-hidden="true" /> : <MicOff aria-hidden="true" />}
        </CallControl>
        {video && (
          <CallControl
            label={view.cameraOn ? MSG.callCameraOff : MSG.callCameraOn}
            onClick={onToggleCamera}
            tone={view.cameraOn ? 'normal' : 'off'}
          >
            {view.cameraOn ? <Video aria-hidden="true" /> : <VideoOff aria-hidden="true" />}
          </CallControl>
        )}
        <CallControl label={MSG.callHangUp} onClick={onHangUp} tone="hangUp">
          <PhoneOff aria-hidden="true" />
        </CallControl>
      </footer>
    </div>,
    document.body,
  );
}
