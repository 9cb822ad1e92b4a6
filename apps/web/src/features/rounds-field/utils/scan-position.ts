/** Where the guard was at a scan: the server flags a scan far from its checkpoint (FAR) or without a fix (NO_FIX). */
export type ScanPosition = { lat: number; lng: number; accuracy: number };

/** A scan never waits longer than this for a fix: the round goes on, the scan is flagged NO_FIX. */
export const FIX_WAIT_MS = 2000;
/** A fix from the round screen's watch younger than this is the scan's position. */
const FIX_FRESH_MS = 30_000;

let latest: (ScanPosition & { at: number }) | null = null;

const toScanPosition = ({ coords }: GeolocationPosition): ScanPosition => ({
  lat: coords.latitude,
  lng: coords.longitude,
  accuracy: Math.min(Math.round(coords.accuracy), 100_000),
});

const hasGeolocation = () => typeof navigator !== 'undefined' && 'geolocation' in navigator;

/**
 * Follows the phone's position while the round screen is open, so that a scan finds a fresh fix at once; answers the
 * function that stops it. Asking here (not at the first scan) puts the browser's question before the round starts.
 */
export function watchScanPosition(): () => void {
  if (!hasGeolocation()) return () => undefined;
  const id = navigator.geolocation.watchPosition(
    (position) => {
      latest = { ...toScanPosition(position), at: Date.now() };
    },
    () => undefined,
    { enableHighAccuracy: true, maximumAge: FIX_FRESH_MS },
  );
  return () => navigator.geolocation.clearWatch(id);
}

/** The position for a scan made now: the watch's fresh fix, else a new one if it comes within FIX_WAIT_MS, else none. */
export async function scanPosition(now = Date.now()): Promise<ScanPosition | null> {
  if (latest && now - latest.at < FIX_FRESH_MS) {
    const { at: _at, ...position } = latest;
    return position;
  }
  if (!hasGeolocation()) return null;
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(null), FIX_WAIT_MS);
    navigator.geolocation.getCurrentPosition(
      (position) => {
        clearTimeout(timer);
        resolve(toScanPosition(position));
      },
      () => {
        clearTimeout(timer);
        resolve(null);
      },
      { maximumAge: FIX_FRESH_MS, timeout: FIX_WAIT_MS },
    );
  });
}
