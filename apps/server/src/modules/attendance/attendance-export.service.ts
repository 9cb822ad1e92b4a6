import { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import {
  ATTENDANCE_STATUS_LABELS,
  type AttendanceExportQuery,
  type AttendanceFilters,
} from '@secops/domain/attendance';
import * as MSG from '@secops/domain/messages';
import { toParisDate } from '@secops/domain/planning';
import type { Db } from '../../db/client.ts';
import { keyValues, title } from '../../lib/pdf/layout.ts';
import { numberPagesAsTheyOpen } from '../../lib/pdf/page-numbers.ts';
import { createPdf, type Pdf } from '../../lib/pdf/pdf-document.ts';
import { tableWriter, type Column } from '../../lib/pdf/table.ts';
import { findAgentById } from '../agents/agents.repository.ts';
import { findMission } from '../missions/missions.repository.ts';
import { CSV_BOM, CSV_HEADER, csvLine, csvRow } from './attendance-csv.ts';
import {
  agentName,
  formatAttendanceHours as h,
  formatBound,
  formatDay,
  formatEnd,
  formatHour,
  isLowAccuracy,
  statusLabel,
  suspectText,
} from './attendance-export.format.ts';
import { reportBatches, reportStats } from './attendance.repository.ts';

/** Sends the filtered attendances as a file, streamed batch by batch: a year of data never sits in memory. */
export async function exportAttendances(db: Db, query: AttendanceExportQuery, reply: FastifyReply) {
  const { format, ...filters } = query;
  const name = `pointages-${toParisDate(new Date())}.${format}`;
  reply.header('content-disposition', `attachment; filename="${name}"`).header('cache-control', 'no-store');
  if (format === 'csv') {
    return reply.type('text/csv; charset=utf-8').send(Readable.from(csvLines(db, filters)));
  }
  const doc = await createPdf(MSG.titleAttendanceReport, { streamed: true, layout: 'landscape' });
  // Written while the reply reads it; a failure midway ends the download short rather than hang it.
  void writePdf(db, filters, doc).catch((error: unknown) => {
    reply.log.error({ err: error }, 'attendance PDF export failed');
    doc.destroy(error instanceof Error ? error : new Error(String(error)));
  });
  return reply.type('application/pdf').send(doc);
}

// Chunks of about 15 KB: a string past V8's large-object size goes straight to the old generation, where only a full
// collection frees it, and a long export would then pile them up.
const CSV_CHUNK_ROWS = 100;

async function* csvLines(db: Db, filters: AttendanceFilters) {
  yield CSV_BOM + csvLine(CSV_HEADER);
  for await (const batch of reportBatches(db, filters)) {
    for (let i = 0; i < batch.length; i += CSV_CHUNK_ROWS) {
      yield batch
        .slice(i, i + CSV_CHUNK_ROWS)
        .map(csvRow)
        .join('');
    }
  }
}

// A date (10 digits) fits its column on one line; a header wraps between its words only (see table.ts).
const COLUMNS: Column[] = [
  { header: 'Agent', width: 0.11 },
  { header: 'Mission', width: 0.11 },
  { header: 'Adresse', width: 0.123 },
  { header: 'Date', width: 0.077 },
  { header: 'Début', width: 0.05 },
  { header: 'Fin', width: 0.077 },
  { header: 'H. Normales', width: 0.072 },
  { header: 'H. Sup', width: 0.045 },
  { header: 'H. Jour', width: 0.045 },
  { header: 'H. Nuit', width: 0.045 },
  { header: 'H. Dim.', width: 0.045 },
  { header: 'H. Fériés', width: 0.051 },
  { header: 'Statut', width: 0.06 },
  { header: 'Pointage suspect', width: 0.09 },
];

/** Waits while the reader is behind, so that a slow download does not pile the document up in memory. */
async function roomFor(doc: Pdf): Promise<void> {
  while (doc.readableLength > 1 << 20 && !doc.destroyed) {
    await new Promise<void>((resolve) => {
      const go = () => {
        doc.off('data', go).off('close', go);
        resolve();
      };
      doc.on('data', go).on('close', go);
    });
  }
}

async function writePdf(db: Db, filters: AttendanceFilters, doc: Pdf): Promise<void> {
  numberPagesAsTheyOpen(doc, MSG.titleAttendanceReport);
  title(doc, MSG.titleAttendanceReport, await describeFilters(db, filters));
  const s = await reportStats(db, filters);
  keyValues(doc, [
    ['Pointages', String(s.total)],
    ['Heures normales', `${h(s.totalRegularHours)} h`],
    ['Heures supplémentaires', `${h(s.totalOvertimeHours)} h`],
    ['En cours', String(s.started + s.overtime)],
    ['Jour / nuit', `${h(s.totalDayHours)} h / ${h(s.totalNightHours)} h`],
    ['Dimanche / jours fériés', `${h(s.totalSundayHours)} h / ${h(s.totalHolidayHours)} h`],
    ['Début avec une précision GPS insuffisante (> 100 m)', String(s.lowAccuracy)],
    [MSG.attendanceSuspectCount, String(s.suspect)],
  ]);
  doc.moveDown(0.8);
  const table = tableWriter(doc, COLUMNS);
  for await (const batch of reportBatches(db, filters, 500)) {
    for (const row of batch) {
      const a = row.attendance;
      table.row([
        `${agentName(row)}${isLowAccuracy(a.startAccuracy) ? ' (GPS ±' + Math.round(a.startAccuracy!) + ' m)' : ''}`,
        row.mission.title,
        row.mission.locationAddress ?? '',
        formatDay(a.startTime),
        formatHour(a.startTime),
        formatEnd(a.startTime, a.endTime),
        h(a.regularHours),
        h(a.overtimeHours),
        h(a.dayHours),
        h(a.nightHours),
        h(a.sundayHours),
        h(a.holidayHours),
        statusLabel(row),
        suspectText(row),
      ]);
    }
    await roomFor(doc);
    // The download was cut short: stop reading rows nobody will receive.
    if (doc.destroyed) return;
  }
  if (s.total === 0) doc.text(MSG.attendanceReportEmpty);
  table.end();
  doc.end();
}

async function describeFilters(db: Db, f: AttendanceFilters): Promise<string> {
  const parts: string[] = [];
  if (f.startDate || f.endDate) {
    const [from, to] = [f.startDate, f.endDate].map((bound) => (bound ? formatBound(bound) : '…'));
    parts.push(`Du ${from} au ${to}`);
  }
  if (f.agentId) {
    const agent = await findAgentById(db, f.agentId);
    if (agent) parts.push(`Agent : ${agent.firstName} ${agent.lastName}`);
  }
  if (f.missionId) {
    const mission = await findMission(db, f.missionId);
    if (mission) parts.push(`Mission : ${mission.title}`);
  }
  if (f.status) parts.push(`Statut : ${ATTENDANCE_STATUS_LABELS[f.status]}`);
  if (f.suspect !== undefined)
    parts.push(f.suspect ? MSG.attendanceSuspectOnly : MSG.attendanceNotSuspectOnly);
  parts.push(`Édité le ${formatDay(new Date())} à ${formatHour(new Date())}`);
  return parts.join(' · ');
}
