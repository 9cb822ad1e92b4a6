import { formatMessage } from '@secops/domain/format-message';
import * as MSG from '@secops/domain/messages';
import type { Sos } from '@secops/domain/sos';
import { create } from 'zustand';
import { ApiError } from '../../../lib/api-error.ts';
import { getSos, raiseSos } from '../api/sos.ts';
import {
  quickPosition,
  readSilent,
  readStoredSos,
  waitForRetry,
  writeSilent,
  writeStoredSos,
} from '../utils/sos-storage.ts';

/** sending → queued (no network yet) → received → acknowledged → closed; failed when the server refuses it. */
export type SosPhase = 'idle' | 'sending' | 'queued' | 'received' | 'acknowledged' | 'closed' | 'failed';

type SosAlertState = { phase: SosPhase; sos: Sos | null; silent: boolean; error: string | null };

export const useSosAlertStore = create<SosAlertState>(() => ({
  phase: 'idle',
  sos: null,
  silent: readSilent(),
  error: null,
}));

const set = (patch: Partial<SosAlertState>) => useSosAlertStore.setState(patch);
const phaseOf = (sos: Sos): SosPhase =>
  sos.status === 'CLOSED' ? 'closed' : sos.status === 'ACKNOWLEDGED' ? 'acknowledged' : 'received';
const RETRY_MAX_MS = 10_000;
const POLL_MS = 15_000;

let following: (() => void) | null = null;

/**
 * Follows a delivered alert until it is closed: its events on /gps, and a read every 15 s in case one is missed.
 * The socket code is loaded only now, so that the shell that carries the SOS button stays light.
 */
function follow(id: string): void {
  following?.();
  let stopped = false;
  let detach = () => undefined as void;
  const onChange = (sos: Sos) => {
    if (sos.id !== id) return;
    set({ sos, phase: phaseOf(sos) });
    if (sos.status === 'CLOSED') stop();
  };
  const poll = setInterval(() => void getSos(id).then(onChange, () => undefined), POLL_MS);
  const stop = () => {
    stopped = true;
    detach();
    clearInterval(poll);
    following = null;
  };
  following = stop;
  void import('../../../lib/socket.ts').then(
    ({ gpsSocket }) => {
      if (stopped) return;
      const socket = gpsSocket();
      socket.on('sos:acknowledged', onChange);
      socket.on('sos:closed', onChange);
      detach = () => {
        socket.off('sos:acknowledged', onChange);
        socket.off('sos:closed', onChange);
      };
    },
    // Offline at start: the reads every 15 s follow the alert until the socket can be loaded on the next start.
    () => undefined,
  );
}

/** Sends until the server answers: a lost network waits and tries again; only a refusal (4xx) gives up. */
async function deliver(body: NonNullable<ReturnType<typeof readStoredSos>['pending']>): Promise<void> {
  for (let delay = 1000; ; delay = Math.min(delay * 2, RETRY_MAX_MS)) {
    try {
      const sos = await raiseSos(body);
      writeStoredSos({ alertId: sos.id });
      set({ sos, phase: phaseOf(sos) });
      if (sos.status !== 'CLOSED') follow(sos.id);
      return;
    } catch (error) {
      if (error instanceof ApiError && error.status >= 400 && error.status < 500 && error.status !== 429) {
        writeStoredSos({});
        set({ phase: 'failed', error: error.message });
        return;
      }
      set({ phase: 'queued' });
      await waitForRetry(delay);
    }
  }
}

let busy = false;

/** The SOS button fired: the alert is kept on the phone first, then sent with the position if one comes quickly. */
export async function raiseAlert(): Promise<void> {
  const { phase } = useSosAlertStore.getState();
  if (busy || (phase !== 'idle' && phase !== 'closed' && phase !== 'failed')) return;
  busy = true;
  try {
    set({ phase: 'sending', sos: null, error: null });
    const body = { clientRequestId: crypto.randomUUID(), ...(await quickPosition()) };
    writeStoredSos({ pending: body });
    await deliver(body);
  } finally {
    busy = false;
  }
}

/** At start: an alert the app was closed on is sent again, or followed again. */
export async function resumeAlert(): Promise<void> {
  const stored = readStoredSos();
  if (stored.pending && !busy) {
    busy = true;
    set({ phase: 'sending' });
    await deliver(stored.pending).finally(() => {
      busy = false;
    });
  } else if (stored.alertId) {
    const id = stored.alertId;
    follow(id);
    const sos = await getSos(id).catch(() => null);
    if (sos) set({ sos, phase: phaseOf(sos) });
  }
}

/** Closes the panel once the alert is over. */
export function dismissAlert(): void {
  following?.();
  writeStoredSos({});
  set({ phase: 'idle', sos: null, error: null });
}

export function setSilent(silent: boolean): void {
  writeSilent(silent);
  set({ silent });
}

export const phaseText = (state: Pick<SosAlertState, 'phase' | 'sos' | 'error'>): string => {
  switch (state.phase) {
    case 'sending':
      return MSG.sosSent;
    case 'queued':
      return MSG.sosQueued;
    case 'received':
      return MSG.sosReceived;
    case 'acknowledged':
      return formatMessage(MSG.sosTakenBy, { name: state.sos?.acknowledgedBy?.name ?? '' });
    case 'closed':
      return MSG.sosClosedByStaff;
    case 'failed':
      return state.error ?? MSG.sosActionError;
    default:
      return '';
  }
};
