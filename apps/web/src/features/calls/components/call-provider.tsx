import { CALLS_PATH } from '@secops/domain/calls';
import type { SessionUser } from '@secops/domain/auth';
import { useEffect, useMemo, useState, useSyncExternalStore, type ReactNode } from 'react';
import { CallsContext, type CallsApi } from '../../../lib/calls.ts';
import { useSocketConnected } from '../../../lib/use-socket-connected.ts';
import { useMissedCalls } from '../hooks/use-missed-calls.ts';
import { CallController } from '../stores/call-controller.ts';
import { InCallView } from './in-call-view.tsx';
import { IncomingCallModal } from './incoming-call-modal.tsx';

const displayName = (user: SessionUser): string =>
  [user.firstName, user.lastName].filter(Boolean).join(' ') || user.email;

function SignedInCalls({ user, children }: { user: SessionUser; children: ReactNode }) {
  const [controller] = useState(
    () =>
      new CallController(user.id, {
        userId: user.id,
        name: displayName(user),
        photo: user.agent?.photo ?? null,
      }),
  );
  useEffect(() => controller.attach(), [controller]);
  const view = useSyncExternalStore(controller.subscribe, controller.getSnapshot);
  const isConnected = useSocketConnected(CALLS_PATH);
  useMissedCalls(user.id, isConnected);

  const calls = useMemo<CallsApi>(
    () => ({
      isConnected,
      isInCall: view.isInCall,
      availableUsers: view.availableUsers,
      startCall: (peer, callType) => void controller.startCall(peer, callType),
    }),
    [controller, isConnected, view.isInCall, view.availableUsers],
  );

  return (
    <CallsContext value={calls}>
      {children}
      {view.incoming && !view.isInCall && (
        <IncomingCallModal
          call={view.incoming}
          busy={view.busy}
          onAnswer={() => void controller.answer()}
          onReject={controller.reject}
        />
      )}
      {view.isInCall && (
        <InCallView
          view={view}
          onToggleMic={controller.toggleMic}
          onToggleCamera={controller.toggleCamera}
          onHangUp={controller.hangUp}
        />
      )}
    </CallsContext>
  );
}

/**
 * Calls for whoever is signed in, around a signed-in shell (admin or field): the call socket stays connected while
 * they are, the ringing modal and the call view show above any screen. Another user gets a fresh controller.
 */
export function CallProvider({ user, children }: { user: SessionUser | null; children: ReactNode }) {
  if (!user) return children;
  return (
    <SignedInCalls key={user.id} user={user}>
      {children}
    </SignedInCalls>
  );
}
