import type {
  ClientLogbookEntry,
  ClientMission,
  ClientMissionPhase,
  ClientRound,
} from '@secops/domain/client-portal';
import type { ClientReport } from '@secops/domain/client-reports';
import { threadCorrections, type Thread } from '@secops/domain/logbook-threads';
import * as MSG from '@secops/domain/messages';
import type { BadgeTone } from '../../../components/ui/badge.tsx';
import { formatMessage } from '../../../lib/format-message.ts';
import { formatDate, formatParis } from '../../../lib/format.ts';

export const PHASE_LABELS: Record<ClientMissionPhase, string> = {
  IN_PROGRESS: MSG.portalPhaseInProgress,
  COMING: MSG.portalPhaseComing,
  FINISHED: MSG.portalPhaseFinished,
};

export const PHASE_TONES: Record<ClientMissionPhase, BadgeTone> = {
  IN_PROGRESS: 'green',
  COMING: 'blue',
  FINISHED: 'neutral',
};

/** Minutes as a client reads hours: 450 → '7 h 30', 420 → '7 h', 45 → '45 min', 0 → '0 h'. */
export function formatMinutes(minutes: number): string {
  const total = Math.max(0, Math.round(minutes));
  const hours = Math.floor(total / 60);
  const rest = total % 60;
  if (hours === 0 && rest > 0) return `${rest} min`;
  return rest === 0 ? `${hours} h` : `${hours} h ${String(rest).padStart(2, '0')}`;
}

/** A calendar day (yyyy-mm-dd) as its Paris noon: the same day whatever the offset. */
const noonOf = (day: string) => `${day}T12:00:00Z`;

/** '2026-03-02' → '02/03/2026'. */
export const formatDay = (day: string): string => formatDate(noonOf(day));

/** '2026-03-02' → 'lun. 2 mars'. */
export const formatShortDay = (day: string): string => formatParis(noonOf(day), 'EEE d MMM');

/** The missions by phase, each keeping the server's order. */
export function groupByPhase(
  missions: readonly ClientMission[],
): Record<ClientMissionPhase, ClientMission[]> {
  const groups: Record<ClientMissionPhase, ClientMission[]> = { IN_PROGRESS: [], COMING: [], FINISHED: [] };
  for (const mission of missions) groups[mission.phase].push(mission);
  return groups;
}

/** An entry with the corrections written for it ('Rectificatif'), oldest first. */
export type EntryThread = Thread<ClientLogbookEntry>;

/** The period's entries, newest first, each with its corrections under it, oldest first. */
export const threadEntries = (entries: readonly ClientLogbookEntry[]): EntryThread[] =>
  threadCorrections(entries, (a, b) => Date.parse(a.occurredAt) - Date.parse(b.occurredAt));

/** How many of a round's checkpoints were passed, out of all. */
export function roundProgress(round: ClientRound): { done: number; total: number } {
  return {
    done: round.checkpoints.filter((checkpoint) => checkpoint.scannedAt !== null).length,
    total: round.checkpoints.length,
  };
}

/** 'Journée du 02/03/2026' for a day's report, 'Du 23/02/2026 au 01/03/2026' for a week's. */
export function reportPeriodLabel(report: Pick<ClientReport, 'periodStart' | 'periodEnd'>): string {
  return report.periodStart === report.periodEnd
    ? formatMessage(MSG.portalReportDay, { date: formatDay(report.periodStart) })
    : formatMessage(MSG.portalReportRange, {
        from: formatDay(report.periodStart),
        to: formatDay(report.periodEnd),
      });
}
