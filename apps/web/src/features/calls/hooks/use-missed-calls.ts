import type { MissedCall } from '@secops/domain/calls';
import { useEffect } from 'react';
import { toast } from 'sonner';
import { callSocket } from '../../../lib/socket.ts';
import { getMissedCalls, markMissedCallsSeen } from '../api/missed-calls.ts';
import { missedCallText } from '../utils/missed-call-text.ts';

/** Each missed call stays on screen until closed; once shown, the server counts them as seen. */
function show(calls: readonly MissedCall[]): void {
  if (calls.length === 0) return;
  calls.forEach((call) =>
    toast.info(missedCallText(call), { id: `missed-call-${call.id}`, duration: Infinity }),
  );
  markMissedCallsSeen().catch(() => {});
}

/** The calls missed while away, once the call socket connects, then each one missed live. */
export function useMissedCalls(userId: string, isConnected: boolean): void {
  useEffect(() => {
    if (!isConnected) return;
    let current = true;
    getMissedCalls()
      .then((calls) => current && show(calls))
      .catch(() => {});
    const socket = callSocket(userId);
    const onMissed = (call: MissedCall) => show([call]);
    socket.on('missed-call', onMissed);
    return () => {
      current = false;
      socket.off('missed-call', onMissed);
    };
  }, [userId, isConnected]);
}
