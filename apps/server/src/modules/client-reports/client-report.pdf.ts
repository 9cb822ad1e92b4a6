import type { ClientActivity } from '@secops/domain/client-portal';
import type { ReportKind } from '@secops/domain/client-reports';
import { INCIDENT_STATUS_LABELS, INCIDENT_STATUSES, INCIDENT_TYPE_LABELS } from '@secops/domain/incidents';
import { LOGBOOK_TYPE_LABELS } from '@secops/domain/logbook';
import * as MSG from '@secops/domain/messages';
import { PLANNING_TIME_ZONE } from '@secops/domain/planning';
import { ROUND_STATUS_LABELS, SCAN_FLAG_LABELS, SCAN_FLAGS } from '@secops/domain/rounds';
import { FONT, toPrintable } from '../../lib/pdf/fonts.ts';
import { formatLongDateTime } from '../../lib/pdf/format.ts';
import { keyValues, paragraph, sectionHeading, title } from '../../lib/pdf/layout.ts';
import { addPageNumbers } from '../../lib/pdf/page-numbers.ts';
import { createPdf, ensureSpace, pdfToBuffer, type Pdf } from '../../lib/pdf/pdf-document.ts';
import { drawTable, type Column } from '../../lib/pdf/table.ts';

export type ReportMission = { title: string; address: string | null; activity: ClientActivity };

export type ClientReportPdfInput = {
  clientName: string;
  kind: ReportKind;
  /** Paris calendar days, both included. */
  periodStart: string;
  periodEnd: string;
  generatedAt: Date;
  /** The client's missions active in the period, each with what the client may see of it. */
  missions: ReportMission[];
};

const POSTS: Column[] = [
  { header: MSG.reportPdfColGuard, width: 0.22 },
  { header: MSG.reportPdfColShift, width: 0.3 },
  { header: MSG.reportPdfColClockIn, width: 0.16 },
  { header: MSG.reportPdfColClockOut, width: 0.16 },
  { header: MSG.reportPdfColDuration, width: 0.16 },
];
const DAYS: Column[] = [
  { header: MSG.reportPdfColDay, width: 0.7 },
  { header: MSG.reportPdfHours, width: 0.3 },
];
const INCIDENTS: Column[] = [
  { header: MSG.reportPdfColTime, width: 0.12 },
  { header: MSG.reportPdfColIncident, width: 0.26 },
  { header: MSG.reportPdfColType, width: 0.12 },
  { header: MSG.reportPdfColSeverity, width: 0.1 },
  { header: MSG.reportPdfColStatus, width: 0.12 },
  { header: MSG.reportPdfColResolution, width: 0.28 },
];
const LOGBOOK: Column[] = [
  { header: MSG.reportPdfColTime, width: 0.12 },
  { header: MSG.reportPdfColType, width: 0.16 },
  { header: MSG.reportPdfColEntry, width: 0.56 },
  { header: MSG.reportPdfColAuthor, width: 0.16 },
];
const ROUNDS: Column[] = [
  { header: MSG.reportPdfColTime, width: 0.12 },
  { header: MSG.reportPdfColRound, width: 0.26 },
  { header: MSG.reportPdfColStatus, width: 0.26 },
  { header: MSG.reportPdfColCheckpoints, width: 0.1 },
  { header: MSG.reportPdfColFlags, width: 0.26 },
];

const zoned = (options: Intl.DateTimeFormatOptions) =>
  new Intl.DateTimeFormat('fr-FR', { ...options, timeZone: PLANNING_TIME_ZONE });
const timeOnly = zoned({ hour: '2-digit', minute: '2-digit' });
const dayAndTime = zoned({ day: '2-digit', month: '2-digit', hour: '2-digit', minute: '2-digit' });
const longDay = new Intl.DateTimeFormat('fr-FR', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/** "2026-03-14" → "14/03/2026" */
export const calendarDay = (ymd: string): string => ymd.split('-').reverse().join('/');
/** "2026-03-14" → "Samedi 14 mars 2026" */
const longCalendarDay = (ymd: string): string => {
  const text = longDay.format(new Date(`${ymd}T12:00:00Z`));
  return text.charAt(0).toUpperCase() + text.slice(1);
};
/** 478 → "7 h 58" */
export const duration = (minutes: number): string =>
  `${Math.floor(minutes / 60)} h ${String(Math.round(minutes % 60)).padStart(2, '0')}`;

/** The period as the report and its e-mail name it: "14/03/2026", or "09/03/2026 – 15/03/2026". */
export const periodLabel = (start: string, end: string): string =>
  start === end
    ? calendarDay(start)
    : MSG.reportPeriodRange.replace('{from}', calendarDay(start)).replace('{to}', calendarDay(end));

function subheading(doc: Pdf, text: string): void {
  // A heading, the table's header and its first row stay together.
  ensureSpace(doc, 60);
  doc.moveDown(0.3);
  doc.font(FONT.bold).fontSize(10).text(toPrintable(text));
  doc.moveDown(0.2);
}

type Totals = {
  posts: number;
  minutes: number;
  incidents: ClientActivity['incidents'];
  rounds: number;
  complete: number;
};

function totals(missions: ReportMission[]): Totals {
  const all = missions.map((m) => m.activity);
  return {
    posts: all.reduce((sum, a) => sum + a.posts.length, 0),
    minutes: all.reduce((sum, a) => sum + a.hours.totalMinutes, 0),
    incidents: all.flatMap((a) => a.incidents),
    rounds: all.reduce((sum, a) => sum + a.rounds.length, 0),
    complete: all.reduce((sum, a) => sum + a.rounds.filter((r) => r.status === 'COMPLETE').length, 0),
  };
}

/** "Aucun incident signalé", or the count and how many are in each status: "3 — Ouvert : 1 · Résolu : 2". */
function incidentsLine(incidents: ClientActivity['incidents']): string {
  if (incidents.length === 0) return MSG.reportNoIncident;
  const byStatus = INCIDENT_STATUSES.map(
    (status) => [status, incidents.filter((i) => i.status === status).length] as const,
  )
    .filter(([, count]) => count > 0)
    .map(([status, count]) => `${INCIDENT_STATUS_LABELS[status]} : ${count}`);
  return `${incidents.length} — ${byStatus.join(' · ')}`;
}

function summaryLines(t: Totals, missions?: number): [string, string][] {
  return [
    ...(missions === undefined ? [] : [[MSG.reportPdfMissions, String(missions)] as [string, string]]),
    [MSG.reportPdfPosts, String(t.posts)],
    [MSG.reportPdfHours, duration(t.minutes)],
    ...(t.rounds > 0
      ? [[MSG.reportPdfRoundsComplete, `${t.complete} / ${t.rounds}`] as [string, string]]
      : []),
    [MSG.reportPdfIncidents, incidentsLine(t.incidents)],
  ];
}

function missionSection(doc: Pdf, mission: ReportMission, oneDay: boolean): void {
  const { activity } = mission;
  const at = (iso: string | null) => (iso ? (oneDay ? timeOnly : dayAndTime).format(new Date(iso)) : '—');
  sectionHeading(doc, mission.title);
  keyValues(doc, [
    ...(mission.address ? [[MSG.reportPdfAddress, mission.address] as [string, string]] : []),
    ...summaryLines(totals([mission])),
  ]);

  subheading(doc, MSG.reportPdfPosts);
  if (activity.posts.length === 0) paragraph(doc, null, MSG.reportPdfNoPost);
  else
    drawTable(
      doc,
      POSTS,
      [...activity.posts]
        .sort((a, b) => a.startAt.localeCompare(b.startAt))
        .map((post) => [
          post.guard ?? '—',
          `${at(post.startAt)} – ${at(post.endAt)}`,
          at(post.clockInAt),
          at(post.clockOutAt),
          duration(post.minutes),
        ]),
    );

  if (!oneDay) {
    subheading(doc, MSG.reportPdfHours);
    drawTable(
      doc,
      DAYS,
      activity.hours.days.map((day) => [longCalendarDay(day.date), duration(day.minutes)]),
    );
  }

  if (activity.incidents.length > 0) {
    subheading(doc, MSG.reportPdfIncidents);
    drawTable(
      doc,
      INCIDENTS,
      [...activity.incidents]
        .sort((a, b) => a.occurredAt.localeCompare(b.occurredAt))
        .map((incident) => [
          at(incident.occurredAt),
          incident.title,
          INCIDENT_TYPE_LABELS[incident.type],
          `${incident.severity}/5`,
          INCIDENT_STATUS_LABELS[incident.status],
          incident.resolution ?? '—',
        ]),
    );
  }

  subheading(doc, MSG.reportPdfLogbook);
  if (activity.logbook.length === 0) paragraph(doc, null, MSG.reportPdfNoLogbook);
  else
    drawTable(
      doc,
      LOGBOOK,
      [...activity.logbook]
        .sort((a, b) => a.occurredAt.localeCompare(b.occurredAt))
        .map((entry) => [
          at(entry.occurredAt),
          LOGBOOK_TYPE_LABELS[entry.type],
          entry.text,
          entry.author ?? '—',
        ]),
    );

  if (activity.rounds.length > 0) {
    subheading(doc, MSG.reportPdfRounds);
    drawTable(
      doc,
      ROUNDS,
      [...activity.rounds]
        .sort((a, b) => a.scheduledAt.localeCompare(b.scheduledAt))
        .map((round) => {
          const flags = SCAN_FLAGS.map(
            (flag) => [flag, round.checkpoints.filter((c) => c.flags.includes(flag)).length] as const,
          )
            .filter(([, count]) => count > 0)
            .map(([flag, count]) =>
              count > 1 ? `${SCAN_FLAG_LABELS[flag]} (${count})` : SCAN_FLAG_LABELS[flag],
            );
          const scanned = round.checkpoints.filter((c) => c.scannedAt !== null).length;
          return [
            at(round.scheduledAt),
            round.tourName,
            ROUND_STATUS_LABELS[round.status],
            `${scanned}/${round.checkpoints.length}`,
            flags.join(', ') || '—',
          ];
        }),
    );
  }
}

/**
 * The activity report a client receives: the client and the period, a summary over its missions (posts held, hours,
 * rounds complete, and the incidents — 'Aucun incident signalé' when none), then each mission active in the period
 * with its posts, hours per day (for a period of several days), incidents, logbook entries shown to the client and rounds.
 */
export async function renderClientReportPdf(input: ClientReportPdfInput): Promise<Buffer> {
  const doc = await createPdf(`${MSG.reportPdfTitle} – ${input.clientName}`);
  const oneDay = input.periodStart === input.periodEnd;
  const period = oneDay
    ? MSG.reportPdfDay.replace('{date}', longCalendarDay(input.periodStart).toLowerCase())
    : MSG.reportPdfWeek
        .replace('{from}', calendarDay(input.periodStart))
        .replace('{to}', calendarDay(input.periodEnd));
  title(
    doc,
    MSG.reportPdfTitle,
    `${period} · ${MSG.reportPdfGeneratedAt.replace('{date}', formatLongDateTime(input.generatedAt))}`,
  );
  keyValues(doc, [[MSG.reportPdfClient, input.clientName]]);
  sectionHeading(doc, MSG.reportPdfSummary);
  if (input.missions.length === 0) paragraph(doc, null, MSG.reportPdfNoMission);
  keyValues(doc, summaryLines(totals(input.missions), input.missions.length));
  for (const mission of input.missions) missionSection(doc, mission, oneDay);
  addPageNumbers(doc, MSG.reportPdfFooter.replace('{client}', input.clientName));
  return pdfToBuffer(doc);
}
