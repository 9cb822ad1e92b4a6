import * as MSG from '@secops/domain/messages';
import type { ListedRoundStatus } from '@secops/domain/rounds';
import { formatMessage } from '../../../lib/format-message.ts';

export type ReportCounts = { planned: number; done: number; partial: number; missed: number };

/**
 * The day's figures: every scheduled round is planned; done means every checkpoint scanned (with or without
 * flags); rounds in progress or still to come count as planned only.
 */
export function reportCounts(rounds: readonly { status: ListedRoundStatus }[]): ReportCounts {
  const count = (...statuses: ListedRoundStatus[]) =>
    rounds.filter((round) => statuses.includes(round.status)).length;
  return {
    planned: rounds.length,
    done: count('COMPLETE', 'COMPLETE_WITH_FLAGS'),
    partial: count('PARTIAL'),
    missed: count('MISSED'),
  };
}

// French takes the singular for 0 and 1.
const counted = (n: number, one: string, many: string) => formatMessage(n > 1 ? many : one, { n });

/** '4 prévues · 2 faites · 1 incomplète · 0 manquée'. */
export function reportSummary(rounds: readonly { status: ListedRoundStatus }[]): string {
  const { planned, done, partial, missed } = reportCounts(rounds);
  return [
    counted(planned, MSG.staffReportPlannedOne, MSG.staffReportPlanned),
    counted(done, MSG.staffReportDoneOne, MSG.staffReportDone),
    counted(partial, MSG.staffReportPartialOne, MSG.staffReportPartial),
    counted(missed, MSG.staffReportMissedOne, MSG.staffReportMissed),
  ].join(' · ');
}
