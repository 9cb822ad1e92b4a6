import { hhmm } from '@secops/domain/alerts';
import * as MSG from '@secops/domain/messages';
import { PLANNING_TIME_ZONE } from '@secops/domain/planning';
import {
  ROUND_STATUS_LABELS,
  SCAN_FLAG_LABELS,
  SCAN_FLAGS,
  type Round,
  type RoundStatus,
  type Scan,
  type ScanFlag,
} from '@secops/domain/rounds';
import { FONT, toPrintable } from '../../lib/pdf/fonts.ts';
import { formatDateTime, formatLongDateTime } from '../../lib/pdf/format.ts';
import { keyValues, paragraph, sectionHeading, title } from '../../lib/pdf/layout.ts';
import { addPageNumbers } from '../../lib/pdf/page-numbers.ts';
import { contentWidth, createPdf, ensureSpace, pdfToBuffer, type Pdf } from '../../lib/pdf/pdf-document.ts';
import { drawTable, type Column } from '../../lib/pdf/table.ts';

export type RoundsReportInput = {
  missionTitle: string;
  clientName: string | null;
  address: string | null;
  /** YYYY-MM-DD, Paris days, both included. */
  from: string;
  to: string;
  generatedAt: Date;
  /** The rounds that took place or were missed (no PLANNED entry), in time order. */
  rounds: Round[];
};

const COLUMNS: Column[] = [
  { header: MSG.roundsPdfColTime, width: 0.1 },
  { header: MSG.roundsPdfColTour, width: 0.24 },
  { header: MSG.roundsPdfColAgent, width: 0.15 },
  { header: MSG.roundsPdfColStatus, width: 0.24 },
  { header: MSG.roundsPdfColCheckpoints, width: 0.09 },
  { header: MSG.roundsPdfColStarted, width: 0.09 },
  { header: MSG.roundsPdfColFinished, width: 0.09 },
];

const dayHeading = new Intl.DateTimeFormat('fr-FR', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: PLANNING_TIME_ZONE,
});
const count = new Intl.NumberFormat('fr-FR');

/** "2026-03-01" → "01/03/2026" */
const calendarDay = (ymd: string) => ymd.split('-').reverse().join('/');
const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** "Jean D.": the client reads who patrolled, not the guard's full name. */
function agentName(agent: Round['agent']): string {
  if (!agent) return '—';
  const initial = Array.from(agent.lastName.trim())[0];
  return initial ? `${agent.firstName} ${initial.toUpperCase()}.` : agent.firstName;
}

const timeOf = (iso: string | null) => (iso ? hhmm(new Date(iso)) : '—');

type Totals = {
  byStatus: Record<RoundStatus, number>;
  scanned: number;
  expected: number;
  flags: Record<ScanFlag, number>;
};

function totals(rounds: Round[]): Totals {
  const byStatus: Record<RoundStatus, number> = {
    IN_PROGRESS: 0,
    COMPLETE: 0,
    COMPLETE_WITH_FLAGS: 0,
    PARTIAL: 0,
    MISSED: 0,
  };
  const flags = Object.fromEntries(SCAN_FLAGS.map((flag) => [flag, 0])) as Record<ScanFlag, number>;
  let scanned = 0;
  let expected = 0;
  for (const round of rounds) {
    if (round.status !== 'PLANNED') byStatus[round.status] += 1;
    expected += round.checkpoints.length;
    scanned += round.checkpoints.length - round.missingCheckpointIds.length;
    for (const scan of round.scans) for (const flag of scan.flags) flags[flag] += 1;
  }
  return { byStatus, scanned, expected, flags };
}

function header(doc: Pdf, input: RoundsReportInput): void {
  const dates = MSG.roundsPdfPeriod
    .replace('{from}', calendarDay(input.from))
    .replace('{to}', calendarDay(input.to));
  const generated = MSG.roundsPdfGeneratedAt.replace('{date}', formatLongDateTime(input.generatedAt));
  title(doc, `${MSG.roundsPdfTitle} : ${input.missionTitle}`, `${dates} · ${generated}`);
  const place: [string, string][] = [];
  if (input.clientName) place.push([MSG.roundsPdfClient, input.clientName]);
  if (input.address) place.push([MSG.roundsPdfAddress, input.address]);
  if (place.length) keyValues(doc, place);
}

function summary(doc: Pdf, rounds: Round[]): void {
  const t = totals(rounds);
  const percent = t.expected ? ` (${Math.floor((100 * t.scanned) / t.expected)} %)` : '';
  const flags = SCAN_FLAGS.filter((flag) => t.flags[flag] > 0)
    .map((flag) => `${SCAN_FLAG_LABELS[flag]} (${count.format(t.flags[flag])})`)
    .join(' · ');
  sectionHeading(doc, MSG.roundsPdfSummary);
  keyValues(doc, [
    [MSG.roundsPdfPlanned, count.format(rounds.length)],
    [MSG.roundsPdfComplete, count.format(t.byStatus.COMPLETE)],
    [MSG.roundsPdfWithFlags, count.format(t.byStatus.COMPLETE_WITH_FLAGS)],
    [MSG.roundsPdfPartial, count.format(t.byStatus.PARTIAL)],
    [MSG.roundsPdfMissed, count.format(t.byStatus.MISSED)],
    ...(t.byStatus.IN_PROGRESS
      ? [[MSG.roundsPdfInProgress, count.format(t.byStatus.IN_PROGRESS)] as [string, string]]
      : []),
    [MSG.roundsPdfCheckpoints, `${count.format(t.scanned)} / ${count.format(t.expected)}${percent}`],
    [MSG.roundsPdfFlags, flags || MSG.roundsPdfNoFlag],
  ]);
}

type Day = { heading: string; rows: string[][] };

/** The rounds by Paris day, each a table row; "15/03/2026 22:00" is formatted once a round and split in two. */
function days(rounds: Round[]): Day[] {
  const list: Day[] = [];
  let day: Day | undefined;
  let date = '';
  for (const round of rounds) {
    const scheduledAt = new Date(round.scheduledAt);
    const when = formatDateTime(scheduledAt);
    if (!day || when.slice(0, 10) !== date) {
      date = when.slice(0, 10);
      day = { heading: capitalized(dayHeading.format(scheduledAt)), rows: [] };
      list.push(day);
    }
    day.rows.push([
      when.slice(11),
      round.tourName,
      agentName(round.agent),
      ROUND_STATUS_LABELS[round.status],
      `${round.checkpoints.length - round.missingCheckpointIds.length}/${round.checkpoints.length}`,
      timeOf(round.startedAt),
      timeOf(round.finishedAt),
    ]);
  }
  return list;
}

function byDay(doc: Pdf, rounds: Round[]): void {
  sectionHeading(doc, MSG.roundsPdfByDay);
  if (rounds.length === 0) paragraph(doc, null, MSG.roundsPdfEmpty);
  for (const day of days(rounds)) {
    // The day's name, the table's header and its first row stay together.
    ensureSpace(doc, 60);
    doc.font(FONT.bold).fontSize(10).text(toPrintable(day.heading));
    doc.moveDown(0.2);
    drawTable(doc, COLUMNS, day.rows);
  }
}

function scanLine(scan: Scan): string {
  const flags = scan.flags.map((flag) => SCAN_FLAG_LABELS[flag]).join(', ');
  const reason = scan.reason ? ` — ${MSG.roundsPdfReason} : ${scan.reason}` : '';
  return `• ${scan.checkpointName}, ${hhmm(new Date(scan.scannedAt))} : ${flags}${reason}`;
}

function missingLine(round: Round): string | null {
  const missing = new Set(round.missingCheckpointIds);
  if (missing.size === 0) return null;
  if (missing.size === round.checkpoints.length)
    return MSG.roundsPdfNoneScanned.replace('{count}', String(round.checkpoints.length));
  const names = round.checkpoints.filter((c) => missing.has(c.id)).map((c) => c.name);
  return `${MSG.roundsPdfMissing} : ${names.join(', ')}`;
}

/** What the client should look at: every round not complete, its missing checkpoints and its flagged scans. */
function attention(doc: Pdf, rounds: Round[]): void {
  sectionHeading(doc, MSG.roundsPdfAttention);
  const notComplete = rounds.filter((round) => round.status !== 'COMPLETE');
  if (notComplete.length === 0) paragraph(doc, null, MSG.roundsPdfNothing);
  const x = doc.page.margins.left;
  const indent = 12;
  for (const round of notComplete) {
    // A round's heading never ends a page without its first line.
    ensureSpace(doc, 40);
    const heading = [
      formatDateTime(new Date(round.scheduledAt)),
      round.tourName,
      ROUND_STATUS_LABELS[round.status],
      ...(round.agent ? [agentName(round.agent)] : []),
    ].join(' — ');
    doc
      .font(FONT.bold)
      .fontSize(10)
      .text(toPrintable(heading), x, doc.y, { width: contentWidth(doc) });
    const lines = [missingLine(round), ...round.scans.filter((s) => s.flags.length > 0).map(scanLine)];
    doc.font(FONT.regular).fontSize(9);
    for (const line of lines) {
      if (line) doc.text(toPrintable(line), x + indent, doc.y, { width: contentWidth(doc) - indent });
    }
    doc.x = x;
    doc.moveDown(0.5);
  }
}

/**
 * The patrol report a client receives for a period: the totals, each day's rounds, then only what needs attention
 * (rounds not complete, their missing checkpoints and flagged scans), so that a month stays a few pages long.
 */
export async function roundsReportPdf(input: RoundsReportInput): Promise<Buffer> {
  const doc = await createPdf(`${MSG.roundsPdfTitle} – ${input.missionTitle}`);
  header(doc, input);
  summary(doc, input.rounds);
  byDay(doc, input.rounds);
  if (input.rounds.length) attention(doc, input.rounds);
  addPageNumbers(doc, MSG.roundsPdfFooter.replace('{mission}', input.missionTitle));
  return pdfToBuffer(doc);
}
