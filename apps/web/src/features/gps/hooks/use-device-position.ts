import { useEffect, useState } from 'react';

/** Where the device is, for the agent's own map: high accuracy, no cached position, 10 s time-out. */
export const DEVICE_GEOLOCATION: PositionOptions = {
  enableHighAccuracy: true,
  maximumAge: 0,
  timeout: 10_000,
};

export type DevicePosition = { lat: number; lng: number; accuracy: number };
export type DevicePositionState =
  | { status: 'unsupported' | 'locating' | 'unavailable'; position: null }
  | { status: 'located'; position: DevicePosition };

const hasGeolocation = () => typeof navigator !== 'undefined' && 'geolocation' in navigator;

/**
 * Follows the device's position while mounted (nothing is sent anywhere). An error before the first fix makes it
 * unavailable; an error after one keeps the last known position.
 */
export function useDevicePosition(): DevicePositionState {
  const [state, setState] = useState<DevicePositionState>(() => ({
    status: hasGeolocation() ? 'locating' : 'unsupported',
    position: null,
  }));
  useEffect(() => {
    if (!hasGeolocation()) return;
    const watchId = navigator.geolocation.watchPosition(
      ({ coords }) =>
        setState({
          status: 'located',
          position: { lat: coords.latitude, lng: coords.longitude, accuracy: coords.accuracy },
        }),
      () =>
        setState((current) =>
          current.status === 'located' ? current : { status: 'unavailable', position: null },
        ),
      DEVICE_GEOLOCATION,
    );
    return () => navigator.geolocation.clearWatch(watchId);
  }, []);
  return state;
}
