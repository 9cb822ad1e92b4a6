import { randomUUID } from 'node:crypto';
import type { LogbookType } from '@secops/domain/logbook';
import type { ScanFlag } from '@secops/domain/rounds';
import type { Db } from '../../db/client.ts';
import { attendances, incidentEvents, logbookEntries, roundScans, rounds } from '../../db/schema/index.ts';

/** A clocked attendance of a shift (ended unless `end` is null). */
export async function seedAttendance(
  db: Db,
  values: { agentId: string; missionId: string; shiftId: string | null; start: Date; end: Date | null },
): Promise<void> {
  await db.insert(attendances).values({
    agentId: values.agentId,
    missionId: values.missionId,
    shiftId: values.shiftId,
    status: values.end ? 'COMPLETED' : 'STARTED',
    startTime: values.start,
    endTime: values.end,
    periodStart: values.start,
  });
}

/** A main courante entry straight into the table (as a guard's, the server's or a client's). */
export async function seedEntry(
  db: Db,
  values: {
    missionId: string;
    type: LogbookType;
    text: string;
    occurredAt: Date;
    authorUserId?: string | null;
    authorName?: string | null;
    source?: 'AUTO' | 'MANUAL' | 'CLIENT';
  },
): Promise<string> {
  const [row] = await db
    .insert(logbookEntries)
    .values({
      missionId: values.missionId,
      type: values.type,
      source: values.source ?? 'MANUAL',
      text: values.text,
      occurredAt: values.occurredAt,
      writtenAt: values.occurredAt,
      authorUserId: values.authorUserId ?? null,
      authorName: values.authorName ?? null,
    })
    .returning({ id: logbookEntries.id });
  return row!.id;
}

export async function seedIncidentEvent(
  db: Db,
  values: {
    incidentId: string;
    kind: 'REPORTED' | 'NOTE' | 'STATUS' | 'ASSIGNED' | 'RESOLUTION';
    at: Date;
    status?: 'OPEN' | 'IN_PROGRESS' | 'RESOLVED' | 'CLOSED';
    text?: string;
  },
): Promise<void> {
  await db.insert(incidentEvents).values({
    incidentId: values.incidentId,
    kind: values.kind,
    status: values.status ?? null,
    text: values.text ?? null,
    createdAt: values.at,
  });
}

/** A round of a tour, with a scan per given checkpoint (its time and flags). */
export async function seedRound(
  db: Db,
  values: {
    tourId: string;
    missionId: string;
    scheduledAt: Date;
    status: string;
    checkpointIds: string[];
    scans: { checkpointId: string; scannedAt: Date; flags: ScanFlag[] }[];
  },
): Promise<string> {
  const [round] = await db
    .insert(rounds)
    .values({
      tourId: values.tourId,
      missionId: values.missionId,
      scheduledAt: values.scheduledAt,
      windowEndsAt: new Date(values.scheduledAt.getTime() + 45 * 60_000),
      status: values.status,
      checkpointIds: values.checkpointIds,
      startedAt: values.scans[0]?.scannedAt ?? null,
      finishedAt: values.scans.at(-1)?.scannedAt ?? null,
    })
    .returning({ id: rounds.id });
  for (const scan of values.scans)
    await db.insert(roundScans).values({
      roundId: round!.id,
      checkpointId: scan.checkpointId,
      scannedAt: scan.scannedAt,
      method: 'QR',
      flags: scan.flags,
      clientRequestId: randomUUID(),
    });
  return round!.id;
}
