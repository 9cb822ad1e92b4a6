import type { FieldCheckpoint, Tour, TourSlot } from '@secops/domain/rounds';
import type { LocalRound } from '../stores/local-rounds-store.ts';

/** A checkpoint of the tests' tour, its codeHash given (the tests that match codes give the real one). */
export const testCheckpoint = (id: string, name: string, codeHash = `hash-${id}`): FieldCheckpoint => ({
  id,
  name,
  instructions: null,
  lat: null,
  lng: null,
  kind: 'QR',
  codeHash,
});

export const testSlot = (
  scheduledAt: string,
  minutes = 45,
  status: TourSlot['status'] = 'PLANNED',
): TourSlot => ({
  scheduledAt,
  windowEndsAt: new Date(Date.parse(scheduledAt) + minutes * 60_000).toISOString(),
  roundId: null,
  status,
});

/** "Ronde de nuit" of the Bercy car park: three checkpoints, strict order, the slots given. */
export const testTour = (slots: TourSlot[], checkpoints?: FieldCheckpoint[]): Tour => {
  const list = checkpoints ?? [
    testCheckpoint('cp-1', 'Porte du quai B'),
    testCheckpoint('cp-2', 'Local poubelles'),
    testCheckpoint('cp-3', 'Parking niveau -2'),
  ];
  return {
    id: 'tour-1',
    missionId: 'mission-1',
    name: 'Ronde de nuit',
    order: 'STRICT',
    checkpointIds: list.map((checkpoint) => checkpoint.id),
    checkpoints: list,
    times: ['22:00', '00:00'],
    everyMinutes: null,
    from: null,
    to: null,
    windowMinutes: 45,
    slots,
  };
};

/** A round of the tests' tour started on this phone. */
export const testLocalRound = (scheduledAt: string, change: Partial<LocalRound> = {}): LocalRound => ({
  userId: 'user-lucas',
  missionId: 'mission-1',
  tourId: 'tour-1',
  scheduledAt,
  windowEndsAt: new Date(Date.parse(scheduledAt) + 45 * 60_000).toISOString(),
  startRequestId: 'start-1',
  startedAt: new Date(Date.parse(scheduledAt) + 5 * 60_000).toISOString(),
  roundId: null,
  scans: [],
  finishedAt: null,
  status: null,
  ...change,
});
