import type { LogbookEntry } from '@secops/domain/logbook';

export const MISSION = '7f0c2a52-55a1-4c1e-9d0e-3f1f2b7b9a10';

/** An entry of the demo mission, written by Lucas at the time it happened unless told otherwise. */
export const entry = (id: string, occurredAt: string, more: Partial<LogbookEntry> = {}): LogbookEntry => ({
  id,
  missionId: MISSION,
  missionTitle: 'Gala Palais Brongniart',
  type: 'OBSERVATION',
  source: 'MANUAL',
  text: `Entrée ${id}`,
  occurredAt,
  writtenAt: occurredAt,
  recordedAt: occurredAt,
  declaredAt: null,
  author: { userId: 'user-lucas', name: 'Lucas Moreau' },
  lat: null,
  lng: null,
  accuracy: null,
  correctsId: null,
  photos: [],
  ...more,
});
