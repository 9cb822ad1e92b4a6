import type { AttendanceView } from './attendance.repository.ts';
import {
  agentName,
  formatAttendanceHours as h,
  formatDay,
  formatEnd,
  formatHour,
  isLowAccuracy,
  statusLabel,
} from './attendance-export.format.ts';

/** Excel in French reads a UTF-8 file with its byte-order mark and semicolons as the separator. */
export const CSV_BOM = '\uFEFF';

export const CSV_HEADER = [
  'Agent',
  'Matricule',
  'Mission',
  'Adresse',
  'Date',
  'Début',
  'Fin',
  'Statut',
  'H. Normales',
  'H. Sup',
  'H. Jour',
  'H. Nuit',
  'H. Dimanche',
  'H. Fériés',
  'Précision début (m)',
  'Précision insuffisante',
  'Pointage suspect',
  'Motifs',
];

/**
 * One CSV field: quoted when it holds a separator, a quote or a line break (line breaks become spaces so that one
 * attendance is one line); a text starting like a formula is prefixed with a quote so a spreadsheet never runs it.
 */
export function csvField(value: string): string {
  let text = value.replace(/[\r\n]+/g, ' ');
  if (/^[=+\-@\t]/.test(text)) text = `'${text}`;
  return /[;"]/.test(text) || text !== text.trim() ? `"${text.replaceAll('"', '""')}"` : text;
}

export const csvLine = (fields: string[]) => `${fields.map(csvField).join(';')}\r\n`;

export function csvRow(row: AttendanceView): string {
  const a = row.attendance;
  return csvLine([
    agentName(row),
    row.agent.matricule,
    row.mission.title,
    row.mission.locationAddress ?? '',
    formatDay(a.startTime),
    formatHour(a.startTime),
    formatEnd(a.startTime, a.endTime),
    statusLabel(row),
    h(a.regularHours),
    h(a.overtimeHours),
    h(a.dayHours),
    h(a.nightHours),
    h(a.sundayHours),
    h(a.holidayHours),
    a.startAccuracy === null ? '' : String(Math.round(a.startAccuracy)),
    isLowAccuracy(a.startAccuracy) ? 'Oui' : 'Non',
    a.suspect ? 'Oui' : 'Non',
    a.suspectReasons.join(' ; '),
  ]);
}
