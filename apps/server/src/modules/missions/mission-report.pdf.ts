import { ASSIGNMENT_ROLE_LABELS } from '@secops/domain/assignments';
import { ATTENDANCE_STATUS_LABELS } from '@secops/domain/attendance';
import { CHECKLIST_CATEGORY_LABELS } from '@secops/domain/checklists';
import { INCIDENT_STATUS_LABELS, INCIDENT_TYPE_LABELS, severityBadge } from '@secops/domain/incidents';
import { MISSION_STATUS_LABELS, MISSION_TYPE_LABELS } from '@secops/domain/missions';
import { formatCoordinates, formatDateTime, formatHours, formatLongDateTime } from '../../lib/pdf/format.ts';
import { keyValues, paragraph, sectionHeading, title } from '../../lib/pdf/layout.ts';
import { addPageNumbers } from '../../lib/pdf/page-numbers.ts';
import { createPdf, pdfToBuffer, type Pdf } from '../../lib/pdf/pdf-document.ts';
import { drawTable, type Column } from '../../lib/pdf/table.ts';
import type { MissionReportData } from './mission-report.repository.ts';
import { attendanceTotals, checklistCompletion, taskProgress } from './mission-report.summary.ts';
import { REPORT_TEXT as T } from './mission-report.texts.ts';

const fullName = (p: { firstName: string; lastName: string } | null) =>
  p ? `${p.firstName} ${p.lastName}` : '—';

/** A table, or the `empty` sentence in its place when there is no row. */
function tableOrEmpty(doc: Pdf, columns: Column[], rows: string[][], empty: string): void {
  if (rows.length) drawTable(doc, columns, rows);
  else paragraph(doc, null, empty);
}

function details(doc: Pdf, m: MissionReportData): void {
  sectionHeading(doc, T.details);
  const client = m.client;
  const contact = client ? [client.contact, client.phone, client.email].filter(Boolean).join(' · ') : '';
  keyValues(doc, [
    [T.client, client?.name ?? T.noClient],
    ...(contact ? [[T.clientContact, contact] as [string, string]] : []),
    [T.type, MISSION_TYPE_LABELS[m.type]],
    [T.status, MISSION_STATUS_LABELS[m.status]],
    [T.start, formatDateTime(m.startAt)],
    [T.end, formatDateTime(m.endAt)],
    [T.address, m.locationAddress ?? T.notProvided],
    [T.coordinates, formatCoordinates(m.locationLat, m.locationLng)],
  ]);
  sectionHeading(doc, T.objective);
  paragraph(doc, m.objective, T.noObjective);
  sectionHeading(doc, T.briefing);
  paragraph(doc, m.briefingNotes, T.noBriefing);
}

function people(doc: Pdf, m: MissionReportData): void {
  sectionHeading(doc, T.agents);
  tableOrEmpty(
    doc,
    [
      { header: T.colAgent, width: 0.45 },
      { header: T.colMatricule, width: 0.25 },
      { header: T.colRole, width: 0.3 },
    ],
    m.assignments.map((a) => [fullName(a.agent), a.agent.matricule, ASSIGNMENT_ROLE_LABELS[a.role]]),
    T.noAgents,
  );
  sectionHeading(doc, T.shifts);
  tableOrEmpty(
    doc,
    [
      { header: T.colAgent, width: 0.3 },
      { header: T.start, width: 0.22 },
      { header: T.end, width: 0.22 },
      { header: T.colZone, width: 0.26 },
    ],
    m.shifts.map((s) => [
      fullName(s.agent),
      formatDateTime(s.startAt),
      formatDateTime(s.endAt),
      s.zone ?? '—',
    ]),
    T.noShifts,
  );
}

function incidents(doc: Pdf, m: MissionReportData): void {
  sectionHeading(doc, T.incidents);
  tableOrEmpty(
    doc,
    [
      { header: T.colDate, width: 0.17 },
      { header: T.colTitle, width: 0.27 },
      { header: T.type, width: 0.12 },
      { header: T.colSeverity, width: 0.14 },
      { header: T.status, width: 0.12 },
      { header: T.colReporter, width: 0.18 },
    ],
    m.incidents.map((i) => [
      formatDateTime(i.occurredAt),
      i.title,
      INCIDENT_TYPE_LABELS[i.type],
      `${i.severity}/5 – ${severityBadge(i.severity).label}`,
      INCIDENT_STATUS_LABELS[i.status],
      fullName(i.reporter),
    ]),
    T.noIncidents,
  );
}

function checklist(doc: Pdf, m: MissionReportData): void {
  const agentIds = m.assignments.map((a) => a.agentId);
  sectionHeading(doc, T.checklist);
  if (m.checklists.length) {
    const { done, total, percent } = checklistCompletion(m.checklists, agentIds);
    paragraph(doc, `${done} / ${total} ${T.tasksDone} (${percent} %)`, '');
  }
  tableOrEmpty(
    doc,
    [
      { header: T.colTask, width: 0.46 },
      { header: T.colCategory, width: 0.17 },
      { header: T.colRequired, width: 0.14 },
      { header: T.colProgress, width: 0.23 },
    ],
    m.checklists.map((task) => {
      const p = taskProgress(task, agentIds);
      const count = p.concerned ? ` (${p.ticked}/${p.concerned})` : '';
      return [
        task.label,
        CHECKLIST_CATEGORY_LABELS[task.category],
        task.required ? T.yes : T.no,
        `${p.done ? T.done : T.toDo}${count}`,
      ];
    }),
    T.noTasks,
  );
}

function attendance(doc: Pdf, m: MissionReportData): void {
  sectionHeading(doc, T.attendance);
  const totals = attendanceTotals(m.attendances);
  keyValues(doc, [
    [T.attendanceCount, String(totals.count)],
    [T.regularHours, formatHours(totals.regular)],
    [T.overtimeHours, formatHours(totals.overtime)],
  ]);
  tableOrEmpty(
    doc,
    [
      { header: T.colAgent, width: 0.24 },
      { header: T.start, width: 0.19 },
      { header: T.end, width: 0.19 },
      { header: T.colRegular, width: 0.13 },
      { header: T.colOvertime, width: 0.11 },
      { header: T.status, width: 0.14 },
    ],
    m.attendances.map((a) => [
      fullName(a.agent),
      formatDateTime(a.startTime),
      formatDateTime(a.endTime),
      formatHours(a.regularHours),
      formatHours(a.overtimeHours),
      ATTENDANCE_STATUS_LABELS[a.status],
    ]),
    T.noAttendance,
  );
}

/** The downloadable report of one mission, archived ones included: every section, then "Page n / N" footers. */
export async function renderMissionReport(
  mission: MissionReportData,
  now: Date = new Date(),
): Promise<Buffer> {
  const doc = await createPdf(`${T.title} – ${mission.title}`);
  title(doc, `${T.title} : ${mission.title}`, `${T.generatedAt} ${formatLongDateTime(now)}`);
  details(doc, mission);
  people(doc, mission);
  incidents(doc, mission);
  checklist(doc, mission);
  attendance(doc, mission);
  addPageNumbers(doc, T.footer);
  return pdfToBuffer(doc);
}
