import type { PositionUpdate } from '@secops/domain/gps';
import * as MSG from '@secops/domain/messages';
import { toast } from 'sonner';
import { create } from 'zustand';
import { ApiError, errorMessage } from '../../../lib/api-error.ts';
import { gpsSocket } from '../../../lib/socket.ts';
import { useAuthStore } from '../../auth/index.ts';
import { isQueued, isUnreachable, queueAction } from '../../offline/index.ts';
import { sendPosition } from '../api/send-position.ts';
import { deliverOverSocket } from '../utils/deliver-position.ts';
import { clearSavedSharing, saveSharing } from '../utils/saved-sharing.ts';

/** The spec's geolocation settings for sharing: high accuracy, no cached position, 5 s time-out. */
export const SHARING_GEOLOCATION: PositionOptions = {
  enableHighAccuracy: true,
  maximumAge: 0,
  timeout: 5000,
};

export type SentPosition = {
  lat: number;
  lng: number;
  accuracy: number;
  at: string;
  via: 'socket' | 'http';
};

type SharingState = {
  sharing: boolean;
  missionId: string | null;
  lastSent: SentPosition | null;
  /** The last position could not reach the server (connection lost); sharing goes on. */
  failing: boolean;
  /** The device could not locate itself lately (time-out, no signal); it is trying again. */
  locating: boolean;
  /** The browser refused the location: Ma Position says how to allow it. */
  denied: boolean;
};

const idle: SharingState = {
  sharing: false,
  missionId: null,
  lastSent: null,
  failing: false,
  locating: false,
  denied: false,
};

/**
 * Position sharing lives outside the screens: it goes on while the agent uses the other tabs of the field area,
 * and stops on the agent's request, when geolocation is refused, when the server refuses a position, or at sign-out.
 */
export const useSharingStore = create<SharingState>(() => idle);

let watchId: number | null = null;
// 'Partage de position activé' waits for the first position: the browser may still refuse the location.
let announced = false;

const finite = (value: number | null, max: number) =>
  value !== null && Number.isFinite(value) && value >= 0 ? Math.min(value, max) : null;

function stopWatching(): void {
  clearTimeout(retry);
  if (watchId !== null) navigator.geolocation.clearWatch(watchId);
  watchId = null;
}

/** Stops sharing; the saved flag is cleared so it does not resume on reopening. */
export function stopSharing(notice: 'stopped' | 'silent' = 'stopped'): void {
  const wasSharing = useSharingStore.getState().sharing;
  stopWatching();
  clearSavedSharing();
  useSharingStore.setState({ sharing: false, failing: false, locating: false });
  if (wasSharing && notice === 'stopped') toast.success(MSG.gpsSharingStopped);
}

async function deliver(payload: PositionUpdate): Promise<SentPosition['via']> {
  if (await deliverOverSocket(payload)) return 'socket';
  await sendPosition(payload);
  return 'http';
}

/**
 * A position that cannot reach the server waits on the phone with the time it was taken, and leaves with the
 * network (the server stores each (agent, time) once).
 */
async function queuePosition(payload: PositionUpdate, timestamp: number): Promise<void> {
  const body = {
    ...payload,
    recordedAt: new Date(timestamp).toISOString(),
    clientRequestId: crypto.randomUUID(),
  };
  // A phone that cannot store it (private browsing, full disk) loses this one position, as before.
  await queueAction({ kind: 'position', body }).catch(() => undefined);
  useSharingStore.setState({ failing: true, locating: false });
}

async function onPosition(agentId: string, missionId: string, { coords, timestamp }: GeolocationPosition) {
  const payload: PositionUpdate = {
    agentId,
    missionId,
    lat: coords.latitude,
    lng: coords.longitude,
    accuracy: finite(coords.accuracy, 100_000) ?? 0,
    speed: finite(coords.speed, 1000),
    heading: finite(coords.heading, 360),
  };
  // Positions already waiting go first: a new one joins them rather than overtake them.
  if (isQueued((action) => action.kind === 'position')) return queuePosition(payload, timestamp);
  try {
    const via = await deliver(payload);
    if (useSharingStore.getState().missionId !== missionId || watchId === null) return;
    const at = new Date(timestamp).toISOString();
    useSharingStore.setState({
      lastSent: { lat: payload.lat, lng: payload.lng, accuracy: payload.accuracy, at, via },
      failing: false,
      locating: false,
    });
  } catch (error) {
    // The server refused the position (mission over, agent removed): sharing cannot go on.
    if (error instanceof ApiError && error.fromServer && error.status < 500) {
      stopSharing('silent');
      toast.error(errorMessage(error, MSG.positionUnavailable));
    } else if (isUnreachable(error)) await queuePosition(payload, timestamp);
    else useSharingStore.setState({ failing: true });
  }
}

const PERMISSION_DENIED = 1;
/** After a time-out or an unavailable position (a basement, a stairwell), the watch starts again this much later. */
export const SHARING_RETRY_MS = 3000;
let retry: ReturnType<typeof setTimeout> | undefined;

/**
 * Watches the device for the mission. A refused permission stops sharing (`denied`); a time-out or an unavailable position
 * only says the position is failing and tries again, so that a guard walking through a car park keeps sharing.
 */
function watch(agentId: string, missionId: string): void {
  watchId = navigator.geolocation.watchPosition(
    (position) => {
      if (!announced) toast.success(MSG.gpsSharingStarted);
      announced = true;
      void onPosition(agentId, missionId, position);
    },
    (error) => {
      if (error.code === PERMISSION_DENIED) {
        // At the start Ma Position says it, with how to allow the location; later, on another tab, a toast does.
        if (announced) toast.error(MSG.gpsLocationDeniedStopped);
        stopSharing('silent');
        useSharingStore.setState({ denied: true });
        return;
      }
      useSharingStore.setState({ locating: true });
      stopWatching();
      retry = setTimeout(() => {
        if (useSharingStore.getState().sharing && useSharingStore.getState().missionId === missionId) {
          watch(agentId, missionId);
        }
      }, SHARING_RETRY_MS);
    },
    SHARING_GEOLOCATION,
  );
}

/**
 * Starts sharing the device position for a mission: needs browser geolocation and an agent profile
 * (a French toast says which is missing). Answers whether sharing started.
 */
export function startSharing(user: { id: string; agentId: string | null }, missionId: string): boolean {
  if (!('geolocation' in navigator)) {
    toast.error(MSG.geolocationUnsupported);
    return false;
  }
  if (!user.agentId) {
    toast.error(MSG.agentProfileNotFound);
    return false;
  }
  const state = useSharingStore.getState();
  if (state.sharing && state.missionId === missionId) return true;
  stopWatching();
  const agentId = user.agentId;
  // The live connection opens now, so that the first position does not have to take the HTTP way.
  gpsSocket();
  watch(agentId, missionId);
  saveSharing({ userId: user.id, missionId });
  announced = false;
  useSharingStore.setState({
    sharing: true,
    missionId,
    lastSent: null,
    failing: false,
    locating: false,
    denied: false,
  });
  return true;
}

// Signing out (here or in another tab) ends sharing; the next person on this device starts afresh.
useAuthStore.subscribe((session) => {
  if (!session.isAuthenticated && useSharingStore.getState().sharing) stopSharing('silent');
});
