import type { IncomingCall } from '@secops/domain/calls';
import * as MSG from '@secops/domain/messages';
import { Phone, PhoneOff } from 'lucide-react';
import { useId } from 'react';
import { createPortal } from 'react-dom';
import { Button } from '../../../components/ui/button.tsx';
import { useFocusTrap } from '../../../lib/use-focus-trap.ts';
import { CallAvatar } from './call-avatar.tsx';

type IncomingCallModalProps = {
  call: IncomingCall;
  /** The answer is being prepared (camera, connection): both buttons wait. */
  busy: boolean;
  onAnswer: () => void;
  onReject: () => void;
};

/** The ringing screen: who calls and how, "Refuser" or "Répondre" (focused first; Escape refuses). */
export function IncomingCallModal({ call, busy, onAnswer, onReject }: IncomingCallModalProps) {
  const titleId = useId();
  const descriptionId = useId();
  const dialogRef = useFocusTrap<HTMLDivElement>(true, onReject);
  const { name, photo } = call.callerInfo;
  return createPortal(
    <div className="fixed inset-0 z-[60] flex items-center justify-center bg-slate-900/70 p-4">
      <div
        ref={dialogRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={descriptionId}
        tabIndex={-1}
        className="w-full max-w-sm rounded-2xl bg-white p-6 text-center shadow-xl outline-none"
      >
        <CallAvatar
          name={name}
          photo={photo}
          className="mx-auto size-24 animate-pulse text-3xl ring-4 ring-green-200"
        />
        <h2 id={titleId} className="mt-4 text-xl font-semibold break-words text-slate-900">
          {name}
        </h2>
        <p id={descriptionId} className="mt-1 text-sm text-slate-600">
          {call.callType === 'video' ? MSG.callIncomingVideo : MSG.callIncomingAudio}
        </p>
        <div className="mt-6 grid grid-cols-2 gap-3">
          <Button
            variant="danger"
            size="lg"
            icon={<PhoneOff aria-hidden="true" />}
            onClick={onReject}
            disabled={busy}
          >
            {MSG.callReject}
          </Button>
          <button
            type="button"
            data-autofocus
            onClick={onAnswer}
            disabled={busy}
            aria-busy={busy || undefined}
            className="inline-flex h-12 items-center justify-center gap-2 rounded-lg bg-green-600 px-5 text-base font-medium text-white shadow-sm transition-colors hover:bg-green-700 active:bg-green-800 disabled:opacity-50"
          >
            <Phone aria-hidden="true" className="size-5" />
            {MSG.callAnswer}
          </button>
        </div>
      </div>
    </div>,
    document.body,
  );
}
