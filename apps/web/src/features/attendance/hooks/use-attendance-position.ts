import { useEffect, useState } from 'react';

/** The spec's attendance geolocation: high accuracy, no cached position, 10 s time-out. */
export const ATTENDANCE_GEOLOCATION: PositionOptions = {
  enableHighAccuracy: true,
  maximumAge: 0,
  timeout: 10_000,
};
/** A time-out or an unavailable position is tried again after this delay; only a refusal stops it. */
export const GEOLOCATION_RETRY_MS = 3000;

export type AttendancePosition = { lat: number; lng: number; accuracy: number };
export type AttendancePositionState = {
  position: AttendancePosition | null;
  status: 'unsupported' | 'locating' | 'retrying' | 'denied' | 'located';
};

const PERMISSION_DENIED = 1;

/**
 * Follows the device's position for clocking in. A transient error (time-out, position unavailable) keeps the last
 * fix and starts the watch again a moment later, instead of giving up; a refused permission stops it.
 */
export function useAttendancePosition(): AttendancePositionState {
  const supported = typeof navigator !== 'undefined' && 'geolocation' in navigator;
  const [state, setState] = useState<AttendancePositionState>({
    position: null,
    status: supported ? 'locating' : 'unsupported',
  });

  useEffect(() => {
    if (!supported) return;
    let watchId: number | null = null;
    let retry: number | undefined;
    const watch = () => {
      watchId = navigator.geolocation.watchPosition(
        ({ coords }) =>
          setState({
            status: 'located',
            position: { lat: coords.latitude, lng: coords.longitude, accuracy: coords.accuracy },
          }),
        (error) => {
          if (error.code === PERMISSION_DENIED) {
            setState({ status: 'denied', position: null });
            return;
          }
          setState((current) => (current.position ? current : { status: 'retrying', position: null }));
          if (watchId !== null) navigator.geolocation.clearWatch(watchId);
          watchId = null;
          window.clearTimeout(retry);
          retry = window.setTimeout(watch, GEOLOCATION_RETRY_MS);
        },
        ATTENDANCE_GEOLOCATION,
      );
    };
    watch();
    return () => {
      window.clearTimeout(retry);
      if (watchId !== null) navigator.geolocation.clearWatch(watchId);
    };
  }, [supported]);

  return state;
}
