import type { SosCreate } from '@secops/domain/sos';

/**
 * What must survive closing the app: an alert not yet delivered (sent again at the next start), or the id of the
 * one delivered and not yet closed (followed again). One per phone: a guard raises one alert at a time.
 */
export type StoredSos = { pending?: SosCreate; alertId?: string };

const KEY = 'secops.sos';
const SILENT_KEY = 'secops.sos.silent';

export function readStoredSos(): StoredSos {
  try {
    return (JSON.parse(localStorage.getItem(KEY) ?? '{}') as StoredSos | null) ?? {};
  } catch {
    return {};
  }
}

export function writeStoredSos(value: StoredSos): void {
  if (!value.pending && !value.alertId) localStorage.removeItem(KEY);
  else localStorage.setItem(KEY, JSON.stringify(value));
}

export const readSilent = (): boolean => localStorage.getItem(SILENT_KEY) === '1';
export const writeSilent = (silent: boolean): void => localStorage.setItem(SILENT_KEY, silent ? '1' : '0');

/** Waits `ms`, or less when the network comes back: a queued alert goes out the moment it can. */
export function waitForRetry(ms: number): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      window.removeEventListener('online', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    window.addEventListener('online', done);
  });
}

/** The phone's position within 3 s, or none: the alert leaves without it rather than wait. */
export function quickPosition(timeoutMs = 3000): Promise<Pick<SosCreate, 'lat' | 'lng' | 'accuracy'>> {
  const none = { lat: null, lng: null, accuracy: null };
  if (!('geolocation' in navigator)) return Promise.resolve(none);
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(none), timeoutMs);
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => {
        clearTimeout(timer);
        resolve({ lat: coords.latitude, lng: coords.longitude, accuracy: Math.round(coords.accuracy) });
      },
      () => {
        clearTimeout(timer);
        resolve(none);
      },
      { enableHighAccuracy: true, timeout: timeoutMs, maximumAge: 60_000 },
    );
  });
}
