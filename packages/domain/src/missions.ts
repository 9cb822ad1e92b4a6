// Plain constants and rules, no zod: the screens shown first (dashboard, field area) import them.

export const MISSION_TYPES = [
  'VIP_PROTECTION',
  'ESCORT',
  'EVENT',
  'RESIDENCE',
  'TRANSPORT',
  'OTHER',
] as const;
export type MissionType = (typeof MISSION_TYPES)[number];

export const MISSION_TYPE_LABELS: Record<MissionType, string> = {
  VIP_PROTECTION: 'Protection rapprochée',
  ESCORT: 'Escorte',
  EVENT: 'Événementiel',
  RESIDENCE: 'Sécurité de résidence',
  TRANSPORT: 'Transport sécurisé',
  OTHER: 'Autre',
};

export const MISSION_STATUSES = ['PREPARATION', 'CONFIRMED', 'ACTIVE', 'COMPLETED', 'ARCHIVED'] as const;
export type MissionStatus = (typeof MISSION_STATUSES)[number];

export const MISSION_STATUS_LABELS: Record<MissionStatus, string> = {
  PREPARATION: 'Préparation',
  CONFIRMED: 'Confirmée',
  ACTIVE: 'En cours',
  COMPLETED: 'Terminée',
  ARCHIVED: 'Archivée',
};

/** A new mission starts in preparation. */
export const DEFAULT_MISSION_STATUS: MissionStatus = 'PREPARATION';

/** Default radius of a mission perimeter, in metres. */
export const DEFAULT_PERIMETER_RADIUS_M = 1000;

/**
 * The status changes the detail screen offers: any mission neither ACTIVE nor ARCHIVED can be activated, an ACTIVE
 * one completed, a COMPLETED one archived. An ARCHIVED mission never changes again.
 */
export function nextMissionStatuses(from: MissionStatus): MissionStatus[] {
  if (from === 'ACTIVE') return ['COMPLETED'];
  if (from === 'ARCHIVED') return [];
  return from === 'COMPLETED' ? ['ACTIVE', 'ARCHIVED'] : ['ACTIVE'];
}

export const canTransition = (from: MissionStatus, to: MissionStatus): boolean =>
  nextMissionStatuses(from).includes(to);

/** An archived mission stays readable but nothing about it may change any more. */
export const isMissionLocked = (status: MissionStatus): boolean => status === 'ARCHIVED';

export type MissionLocation = { line1: string; city: string };
const POSTCODE = /^\d{5}\b/;

/**
 * The field area's locations[] from the one stored address: line1 is the part before the first comma; city is the
 * part carrying a postcode, else the last part (a trailing "France" is ignored), without its postcode:
 * "12 rue de Rivoli, 75004 Paris, France" → "12 rue de Rivoli", "Paris".
 */
export function locationsFromAddress(address: string | null | undefined): MissionLocation[] {
  const parts = (address ?? '')
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean);
  const [line1, ...rest] = parts;
  if (line1 === undefined) return [];
  const places = rest.filter((p) => p.toLowerCase() !== 'france');
  const city = places.find((p) => POSTCODE.test(p)) ?? places[places.length - 1] ?? '';
  return [{ line1, city: city.replace(POSTCODE, '').trim() }];
}
