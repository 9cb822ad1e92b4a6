import type { SessionUser } from '@secops/domain/auth';
import { Suspense, useEffect, useState, type ReactNode } from 'react';
import { CallsContext, useCalls, type CallsApi } from '../../lib/calls.ts';
import { loadLater, useFirstScreenShown } from '../pwa/use-first-screen-shown.ts';

// The call code (socket, peer connection, call screens) loads once the first screen is shown, not before it.
const CallProvider = loadLater(() =>
  import('../../features/calls/components/call-provider.tsx').then((m) => m.CallProvider),
);

/** Hands the loaded call provider's state up to the context the screens already read. */
function CallsRelay({ onChange }: { onChange: (calls: CallsApi) => void }) {
  const calls = useCalls();
  useEffect(() => onChange(calls), [calls, onChange]);
  return null;
}

/**
 * Calls around a signed-in shell without delaying it: the screens sit under a context that exists from the first
 * render (calls not connected yet), so they are not mounted again when the call provider arrives.
 */
export function DeferredCallProvider({ user, children }: { user: SessionUser | null; children: ReactNode }) {
  const [calls, setCalls] = useState<CallsApi>(useCalls());
  const shown = useFirstScreenShown();
  return (
    <CallsContext value={calls}>
      {children}
      {shown && (
        <Suspense fallback={null}>
          <CallProvider user={user}>
            <CallsRelay onChange={setCalls} />
          </CallProvider>
        </Suspense>
      )}
    </CallsContext>
  );
}
