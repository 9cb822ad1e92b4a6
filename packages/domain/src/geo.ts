/** Distances on the Earth, the one measure used by attendance, planning, perimeters and movement checks. */

/** A point in degrees. */
export type LatLng = { lat: number; lng: number };

/** The mean radius, also used by the database's copy of haversineKm (planning suggestions ranked in SQL). */
export const EARTH_RADIUS_KM = 6371;
const rad = (deg: number) => (deg * Math.PI) / 180;

/** Great-circle distance in kilometres between two points given in degrees. */
export function haversineKm(a: LatLng, b: LatLng): number {
  const dLat = rad(b.lat - a.lat);
  const dLng = rad(b.lng - a.lng);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}
