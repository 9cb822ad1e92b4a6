/** Where the guard is, for a report: attached when the phone already lets the app read it. */
export type ReportPosition = { lat: number; lng: number; accuracy: number };

const POSITION_WAIT_MS = 3000;

/**
 * The phone's position when location is already allowed (never asked from the report: a prompt would stand
 * between the guard and sending), a fix of the last two minutes being good enough; otherwise none.
 */
export async function reportPosition(): Promise<ReportPosition | null> {
  if (typeof navigator === 'undefined' || !('geolocation' in navigator) || !navigator.permissions)
    return null;
  try {
    const permission = await navigator.permissions.query({ name: 'geolocation' });
    if (permission.state !== 'granted') return null;
    const position = await new Promise<GeolocationPosition>((resolve, reject) =>
      navigator.geolocation.getCurrentPosition(resolve, reject, {
        maximumAge: 120_000,
        timeout: POSITION_WAIT_MS,
      }),
    );
    const { latitude, longitude, accuracy } = position.coords;
    return { lat: latitude, lng: longitude, accuracy: Math.min(Math.round(accuracy), 100_000) };
  } catch {
    return null;
  }
}
