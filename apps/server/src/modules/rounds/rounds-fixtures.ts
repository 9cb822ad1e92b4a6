import { addCalendarDays, parisTimeOn } from '@secops/domain/planning';
import {
  endedRoundStatus,
  type Round,
  type RoundStatus,
  type Scan,
  type ScanFlag,
  type ScanMethod,
} from '@secops/domain/rounds';

const MINUTE_MS = 60_000;

/** How a checkpoint was passed when it was not read plainly on time. */
export type ScanFixture = { flags: ScanFlag[]; method?: ScanMethod; reason?: string };

export type RoundFixture = {
  /** Paris calendar day and time of day. */
  day: string;
  time: string;
  tourName?: string;
  /** The checkpoints' names, in the round's order. */
  checkpoints: string[];
  agent?: { firstName: string; lastName: string } | null;
  /** MISSED gives a round never started; otherwise the status follows from the scans. */
  missed?: boolean;
  /** Checkpoints (by name) never scanned; the round then ends PARTIAL. */
  missing?: string[];
  /** The scans (by checkpoint name) that carry flags. */
  flagged?: Record<string, ScanFixture>;
  /** A round the guard has not finished yet. */
  inProgress?: boolean;
};

let sequence = 0;
const nextId = (prefix: string) => `${prefix}-${(sequence += 1)}`;

/**
 * A Round as the service gives it: started 3 minutes after its time, a checkpoint every 2 minutes, finished 2 minutes
 * after the last; checkpoints and agents get ids from their names, so that rounds of one tour share them.
 */
export function roundFixture(f: RoundFixture): Round {
  const scheduledAt = parisTimeOn(f.day, f.time);
  const at = (minutes: number) => new Date(scheduledAt.getTime() + minutes * MINUTE_MS).toISOString();
  const id = nextId('round');
  const checkpoints = f.checkpoints.map((name) => ({ id: `cp-${name}`, name, lat: 48.85, lng: 2.35 }));
  const missing = new Set(f.missed ? f.checkpoints : (f.missing ?? []));
  const scans: Scan[] = checkpoints
    .filter((c) => !missing.has(c.name))
    .map((c, i) => {
      const extra = f.flagged?.[c.name];
      return {
        id: nextId('scan'),
        roundId: id,
        checkpointId: c.id,
        checkpointName: c.name,
        scannedAt: at(3 + 2 * i),
        recordedAt: at(3 + 2 * i),
        declaredAt: null,
        lat: 48.85,
        lng: 2.35,
        accuracy: 8,
        method: extra?.method ?? 'QR',
        reason: extra?.reason ?? null,
        flags: extra?.flags ?? [],
        incidentIds: [],
      };
    });
  const status: RoundStatus = f.missed
    ? 'MISSED'
    : f.inProgress
      ? 'IN_PROGRESS'
      : endedRoundStatus(
          checkpoints.map((c) => c.id),
          scans,
        );
  const agent = f.agent === undefined ? { firstName: 'Karim', lastName: 'Benali' } : f.agent;
  return {
    id,
    tourId: `tour-${f.tourName ?? 'Ronde de nuit'}`,
    tourName: f.tourName ?? 'Ronde de nuit',
    missionId: 'mission-1',
    order: 'STRICT',
    scheduledAt: scheduledAt.toISOString(),
    windowEndsAt: at(45),
    status,
    startedAt: f.missed ? null : at(3),
    finishedAt: f.missed || f.inProgress ? null : at(3 + 2 * scans.length),
    agent: f.missed || !agent ? null : { id: `agent-${agent.lastName}`, ...agent },
    checkpoints,
    scans,
    missingCheckpointIds: checkpoints.filter((c) => missing.has(c.name)).map((c) => c.id),
  };
}

/**
 * A month of a busy site: `perDay` rounds a day, evenly spread from midnight, over `checkpoints` checkpoints. One
 * round in 10 has a scan passed by hand, one in 30 misses its last two checkpoints, one in 45 is missed.
 */
export function monthOfRounds(options: {
  from: string;
  days: number;
  perDay: number;
  checkpoints: number;
}): Round[] {
  const names = Array.from({ length: options.checkpoints }, (_, i) => `Point ${i + 1}`);
  const rounds: Round[] = [];
  for (let d = 0; d < options.days; d += 1) {
    for (let r = 0; r < options.perDay; r += 1) {
      const n = d * options.perDay + r;
      const minutes = Math.floor((r * 24 * 60) / options.perDay);
      const time = `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
      rounds.push(
        roundFixture({
          day: addCalendarDays(options.from, d),
          time,
          checkpoints: names,
          agent:
            n % 2 ? { firstName: 'Karim', lastName: 'Benali' } : { firstName: 'Sophie', lastName: 'Leclerc' },
          missed: n % 45 === 44,
          missing: n % 30 === 29 ? names.slice(-2) : [],
          flagged:
            n % 10 === 9
              ? { [names[3]!]: { flags: ['MANUAL'], method: 'MANUAL', reason: 'Tag arraché' } }
              : {},
        }),
      );
    }
  }
  return rounds;
}
