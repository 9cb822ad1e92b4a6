import { eq, inArray } from 'drizzle-orm';
import { hhmm } from '@secops/domain/alerts';
import { formatMessage } from '@secops/domain/format-message';
import type { LogbookAutoType } from '@secops/domain/logbook';
import * as MSG from '@secops/domain/messages';
import { endedRoundStatus, SCAN_FLAG_LABELS, type RoundStatus, type ScanFlag } from '@secops/domain/rounds';
import type { DbOrTx } from '../../db/client.ts';
import { checkpoints, rounds, tours } from '../../db/schema/index.ts';
import { activeAlertsByKey, endAlerts, raiseAlerts } from '../alerts/alerts.repository.ts';
import { recordAutoEntry } from '../logbook/auto-entry.ts';
import { scansOfRound, type RoundRow } from './rounds.repository.ts';

/** The dispatch alert of a round not done in full: one per round, whatever the number of passes. */
export const roundAlertKey = (roundId: string) => `ROUND_MISSED:${roundId}`;

async function tourName(tx: DbOrTx, tourId: string): Promise<string> {
  const [tour] = await tx.select({ name: tours.name }).from(tours).where(eq(tours.id, tourId));
  return tour?.name ?? '';
}

async function checkpointNames(tx: DbOrTx, ids: string[]): Promise<string> {
  if (ids.length === 0) return '';
  const rows = await tx
    .select({ id: checkpoints.id, name: checkpoints.name })
    .from(checkpoints)
    .where(inArray(checkpoints.id, ids));
  const names = new Map(rows.map((row) => [row.id, row.name]));
  return ids.map((id) => names.get(id) ?? '?').join(', ');
}

type Outcome = { status: RoundStatus; text: string; type: LogbookAutoType; alert: boolean };

/** What a round's end says: its status, the main courante's words, and whether the dispatcher is alerted. */
async function outcomeOf(tx: DbOrTx, round: RoundRow): Promise<Outcome> {
  const values = { tour: await tourName(tx, round.tourId), time: hhmm(round.scheduledAt) };
  if (round.startedAt === null)
    return {
      status: 'MISSED',
      type: 'ROUND_MISSED',
      alert: true,
      text: formatMessage(MSG.roundLogbookMissed, values),
    };
  const scans = await scansOfRound(tx, round.id);
  const status = endedRoundStatus(round.checkpointIds, scans);
  if (status === 'PARTIAL') {
    const scanned = new Set(scans.map((scan) => scan.checkpointId));
    const missing = await checkpointNames(
      tx,
      round.checkpointIds.filter((id) => !scanned.has(id)),
    );
    return {
      status,
      type: 'ROUND_PARTIAL',
      alert: true,
      text: formatMessage(MSG.roundLogbookPartial, { ...values, missing }),
    };
  }
  if (status === 'COMPLETE_WITH_FLAGS') {
    const flags = [...new Set(scans.flatMap((scan) => scan.flags as ScanFlag[]))].map(
      (flag) => SCAN_FLAG_LABELS[flag],
    );
    return {
      status,
      type: 'ROUND_DONE',
      alert: false,
      text: formatMessage(MSG.roundLogbookFlags, { ...values, flags: flags.join(', ') }),
    };
  }
  return {
    status,
    type: 'ROUND_DONE',
    alert: false,
    text: formatMessage(MSG.roundLogbookDone, { ...values, count: scans.length }),
  };
}

/** The alert's cause: a round not started, or the checkpoints a round left out. */
const alertCause = (round: RoundRow, outcome: Outcome, tour: string): string =>
  outcome.status === 'MISSED'
    ? formatMessage(MSG.roundMissedCause, { tour, time: hhmm(round.scheduledAt) })
    : outcome.text;

/**
 * Gives a round that ended (the guard's "Terminer", the end of its window, or scans arriving after it) the status its
 * scans give. A new status writes its main courante entry; a round not done in full raises ROUND_MISSED, and the
 * same round done in full after all (scans queued offline) ends it.
 */
export async function settleRound(
  tx: DbOrTx,
  round: RoundRow,
  now: Date,
  finishedAt: Date | null = round.finishedAt,
): Promise<RoundStatus> {
  const outcome = await outcomeOf(tx, round);
  const changed = outcome.status !== round.status;
  await tx
    .update(rounds)
    .set({
      status: outcome.status,
      finishedAt,
      closedAt: changed || round.closedAt === null ? now : round.closedAt,
    })
    .where(eq(rounds.id, round.id));
  if (!changed) return outcome.status;
  await recordAutoEntry(
    tx,
    {
      missionId: round.missionId,
      type: outcome.type,
      text: outcome.text,
      occurredAt: finishedAt ?? now,
      authorUserId: outcome.status === 'MISSED' ? null : round.startedBy,
      subjectId: round.id,
    },
    now,
  );
  const key = roundAlertKey(round.id);
  if (outcome.alert) {
    await raiseAlerts(
      tx,
      [
        {
          type: 'ROUND_MISSED',
          dedupeKey: key,
          agentId: round.agentId,
          missionId: round.missionId,
          raisedAt: now,
          cause: alertCause(round, outcome, await tourName(tx, round.tourId)),
        },
      ],
      now,
    );
  } else {
    const active = await activeAlertsByKey(tx, key);
    const tour = await tourName(tx, round.tourId);
    await endAlerts(
      tx,
      active.map((alert) => ({ id: alert.id, resolution: formatMessage(MSG.roundDoneAlertEnd, { tour }) })),
      now,
    );
  }
  return outcome.status;
}
