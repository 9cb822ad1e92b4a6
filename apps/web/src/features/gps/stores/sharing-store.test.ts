// @vitest-environment jsdom
import * as MSG from '@secops/domain/messages';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api-error.ts';

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
const socket = vi.hoisted(() => ({ connected: false }));
const sendPosition = vi.hoisted(() => vi.fn());
vi.mock('sonner', () => ({ toast }));
vi.mock('../../../lib/socket.ts', () => ({ gpsSocket: () => socket }));
vi.mock('../utils/deliver-position.ts', () => ({ deliverOverSocket: async () => socket.connected }));
vi.mock('../api/send-position.ts', () => ({ sendPosition }));
const offline = vi.hoisted(() => ({ waiting: false, queueAction: vi.fn(async () => undefined) }));
vi.mock('../../offline/index.ts', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  isQueued: () => offline.waiting,
  queueAction: offline.queueAction,
}));

const { startSharing, stopSharing, useSharingStore, SHARING_GEOLOCATION, SHARING_RETRY_MS } =
  await import('./sharing-store.ts');
const { savedSharingMission } = await import('../utils/saved-sharing.ts');

type Watch = { success: PositionCallback; failure: PositionErrorCallback; options?: PositionOptions };
let watch: Watch | null = null;
const geolocation = {
  watchPosition: vi.fn(
    (success: PositionCallback, failure: PositionErrorCallback, options?: PositionOptions) => {
      watch = { success, failure, options };
      return 7;
    },
  ),
  clearWatch: vi.fn(),
};

const agent = { id: 'user-1', agentId: 'agent-1' };
const fix = (lat: number, lng: number) =>
  ({
    coords: { latitude: lat, longitude: lng, accuracy: 8, speed: null, heading: Number.NaN },
    timestamp: 0,
  }) as unknown as GeolocationPosition;

beforeEach(() => {
  Object.defineProperty(navigator, 'geolocation', { value: geolocation, configurable: true });
  sendPosition.mockResolvedValue({});
});

afterEach(() => {
  stopSharing('silent');
  vi.clearAllMocks();
  watch = null;
  socket.connected = false;
  offline.waiting = false;
});

describe('position sharing', () => {
  it('watches the position with high accuracy, no cached position and a 5 s time-out, and remembers it', () => {
    expect(startSharing(agent, 'mission-1')).toBe(true);
    expect(watch?.options).toEqual({ enableHighAccuracy: true, maximumAge: 0, timeout: 5000 });
    expect(SHARING_GEOLOCATION.timeout).toBe(5000);
    expect(savedSharingMission('user-1')).toBe('mission-1');
    // Announced with the first position, once: the browser could still refuse the location.
    expect(toast.success).not.toHaveBeenCalled();
    watch?.success(fix(48.8, 2.3));
    watch?.success(fix(48.8, 2.3));
    expect(toast.success).toHaveBeenCalledTimes(1);
    expect(toast.success).toHaveBeenCalledWith('Partage de position activé');
    expect(savedSharingMission('someone-else')).toBeNull();
  });

  it('sends each position over HTTP while the live socket is down', async () => {
    startSharing(agent, 'mission-1');
    watch?.success(fix(48.8675, 2.3294));
    await vi.waitFor(() => expect(useSharingStore.getState().lastSent?.via).toBe('http'));
    expect(sendPosition).toHaveBeenCalledWith({
      agentId: 'agent-1',
      missionId: 'mission-1',
      lat: 48.8675,
      lng: 2.3294,
      accuracy: 8,
      speed: null,
      heading: null,
    });
  });

  it('uses the live socket when it is connected', async () => {
    socket.connected = true;
    startSharing(agent, 'mission-1');
    watch?.success(fix(48.8, 2.3));
    await vi.waitFor(() => expect(useSharingStore.getState().lastSent?.via).toBe('socket'));
    expect(sendPosition).not.toHaveBeenCalled();
  });

  it('keeps sharing through a time-out and watches again a moment later', () => {
    vi.useFakeTimers();
    try {
      startSharing(agent, 'mission-1');
      const calls = geolocation.watchPosition.mock.calls.length;
      watch?.failure({ code: 3, message: 'Timeout' } as GeolocationPositionError);
      expect(useSharingStore.getState()).toMatchObject({ sharing: true, locating: true });
      expect(toast.error).not.toHaveBeenCalled();
      vi.advanceTimersByTime(SHARING_RETRY_MS);
      expect(geolocation.watchPosition.mock.calls.length).toBe(calls + 1);
      expect(savedSharingMission('user-1')).toBe('mission-1');
    } finally {
      stopSharing('silent');
      vi.useRealTimers();
    }
  });

  it('stops when geolocation is refused at the start, with no toast saying sharing is on or failed', () => {
    startSharing(agent, 'mission-1');
    watch?.failure({ code: 1, message: 'Denied' } as GeolocationPositionError);
    expect(toast.success).not.toHaveBeenCalled();
    expect(toast.error).not.toHaveBeenCalled();
    expect(useSharingStore.getState()).toMatchObject({ sharing: false, denied: true });
    expect(geolocation.clearWatch).toHaveBeenCalledWith(7);
    expect(savedSharingMission('user-1')).toBeNull();
  });

  it('says in a toast that sharing stopped when the location is refused later, and starts afresh', () => {
    startSharing(agent, 'mission-1');
    watch?.success(fix(48.8, 2.3));
    watch?.failure({ code: 1, message: 'Denied' } as GeolocationPositionError);
    expect(toast.error).toHaveBeenCalledWith('Localisation refusée : partage de position arrêté');
    startSharing(agent, 'mission-1');
    expect(useSharingStore.getState()).toMatchObject({ sharing: true, denied: false });
  });

  it('stops with the server message when the server refuses the position', async () => {
    sendPosition.mockRejectedValue(new ApiError(409, 'CONFLICT', MSG.gpsMissionNotActive));
    startSharing(agent, 'mission-1');
    watch?.success(fix(48.8, 2.3));
    await vi.waitFor(() => expect(toast.error).toHaveBeenCalledWith(MSG.gpsMissionNotActive));
    expect(useSharingStore.getState().sharing).toBe(false);
  });

  it('keeps sharing through a lost connection, and keeps the position to send it with the time it was taken', async () => {
    sendPosition.mockRejectedValue(new ApiError(0, 'NETWORK_ERROR', MSG.networkError));
    startSharing(agent, 'mission-1');
    watch?.success(fix(48.8, 2.3));
    await vi.waitFor(() => expect(useSharingStore.getState().failing).toBe(true));
    expect(useSharingStore.getState().sharing).toBe(true);
    expect(offline.queueAction).toHaveBeenCalledWith({
      kind: 'position',
      body: expect.objectContaining({
        missionId: 'mission-1',
        lat: 48.8,
        lng: 2.3,
        recordedAt: '1970-01-01T00:00:00.000Z',
        clientRequestId: expect.stringMatching(/^[0-9a-f-]{36}$/),
      }),
    });
  });

  it('puts a new position behind those still waiting rather than send it before them', async () => {
    offline.waiting = true;
    startSharing(agent, 'mission-1');
    watch?.success(fix(48.8, 2.3));
    await vi.waitFor(() => expect(offline.queueAction).toHaveBeenCalledTimes(1));
    expect(sendPosition).not.toHaveBeenCalled();
  });

  it("refuses to start without an agent profile ('Profil agent non trouvé')", () => {
    expect(startSharing({ id: 'user-2', agentId: null }, 'mission-1')).toBe(false);
    expect(toast.error).toHaveBeenCalledWith('Profil agent non trouvé');
    expect(geolocation.watchPosition).not.toHaveBeenCalled();
  });

  it('refuses to start when the browser has no geolocation', () => {
    Reflect.deleteProperty(navigator, 'geolocation');
    expect(startSharing(agent, 'mission-1')).toBe(false);
    expect(toast.error).toHaveBeenCalledWith("La géolocalisation n'est pas supportée par votre navigateur");
  });

  it("says 'Partage de position arrêté' when the agent stops", () => {
    startSharing(agent, 'mission-1');
    stopSharing();
    expect(toast.success).toHaveBeenLastCalledWith('Partage de position arrêté');
    expect(useSharingStore.getState().sharing).toBe(false);
  });
});
