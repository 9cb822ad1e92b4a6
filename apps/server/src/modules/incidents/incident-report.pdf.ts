import { guardShortName } from '@secops/domain/client-portal';
import { INCIDENT_STATUS_LABELS, INCIDENT_TYPE_LABELS, severityBadge } from '@secops/domain/incidents';
import type { IncidentDetail, IncidentTimelineItem } from '@secops/domain/incidents.schemas';
import { formatCoordinates, formatDateTime, formatLongDateTime } from '../../lib/pdf/format.ts';
import { keyValues, paragraph, sectionHeading, title } from '../../lib/pdf/layout.ts';
import { addPageNumbers } from '../../lib/pdf/page-numbers.ts';
import { createPdf, ensureSpace, pdfToBuffer, type Pdf } from '../../lib/pdf/pdf-document.ts';
import { drawTable } from '../../lib/pdf/table.ts';

export const INCIDENT_REPORT_TEXT = {
  title: "Rapport d'incident",
  generatedAt: 'Édité le',
  details: 'Incident',
  mission: 'Mission',
  place: 'Lieu',
  position: 'Position du déclarant',
  occurredAt: 'Survenu le',
  reportedAt: 'Signalé le',
  reporter: 'Déclarant',
  type: 'Type',
  severity: 'Gravité',
  status: 'Statut',
  assignee: 'Responsable',
  nobody: 'Non attribué',
  description: 'Description',
  photos: 'Photos',
  noPhotos: 'Aucune photo.',
  photoNotPrintable: 'Photo jointe (format non imprimable ici)',
  timeline: 'Chronologie',
  colWhen: 'Date',
  colWho: 'Par',
  colWhat: 'Événement',
  resolution: 'Résolution',
  noResolution: 'Pas encore de résolution.',
  notProvided: 'Non renseigné',
  footer: "Rapport d'incident",
  reported: 'Incident signalé',
  note: 'Note',
  statusTo: 'Statut',
  assigned: 'Responsable',
  resolutionEvent: 'Résolution',
} as const;
const T = INCIDENT_REPORT_TEXT;
const PHOTO_BOX: [number, number] = [240, 180];

export type IncidentReportInput = {
  incident: IncidentDetail;
  missionAddress: string | null;
  photo(id: string): Promise<{ type: string; bytes: Buffer } | undefined>;
  /**
   * 'client': the copy a client downloads from its portal: the reporter as 'Jean D.', no position, no assignee, and
   * of the timeline only the report and its status changes, without who made them (no internal note).
   */
  audience?: 'staff' | 'client';
};

function eventText(item: IncidentTimelineItem): string {
  if (item.kind === 'REPORTED') return T.reported;
  if (item.kind === 'STATUS')
    return `${T.statusTo} : ${item.status ? INCIDENT_STATUS_LABELS[item.status] : ''}`;
  if (item.kind === 'ASSIGNED') return `${T.assigned} : ${item.text ?? ''}`;
  if (item.kind === 'RESOLUTION') return `${T.resolutionEvent} : ${item.text ?? ''}`;
  return `${T.note} : ${item.text ?? ''}`;
}

async function photos(doc: Pdf, input: IncidentReportInput): Promise<void> {
  sectionHeading(doc, T.photos);
  if (input.incident.photos.length === 0) paragraph(doc, null, T.noPhotos);
  for (const { id } of input.incident.photos) {
    const photo = await input.photo(id);
    if (!photo || !['image/jpeg', 'image/png'].includes(photo.type)) {
      paragraph(doc, null, T.photoNotPrintable);
      continue;
    }
    ensureSpace(doc, PHOTO_BOX[1] + 10);
    const y = doc.y;
    doc.image(photo.bytes, doc.page.margins.left, y, { fit: PHOTO_BOX });
    doc.y = y + PHOTO_BOX[1] + 8;
  }
}

/** The incident report for the client: mission, place, times, reporter, description, photos, timeline, resolution. */
export async function renderIncidentReport(input: IncidentReportInput, now = new Date()): Promise<Buffer> {
  const i = input.incident;
  const doc = await createPdf(`${T.title} – ${i.title}`);
  title(doc, `${T.title} : ${i.title}`, `${T.generatedAt} ${formatLongDateTime(now)}`);
  sectionHeading(doc, T.details);
  const forClient = input.audience === 'client';
  const reporterName = forClient
    ? guardShortName(i.reporter?.firstName ?? null, i.reporter?.lastName ?? null)
    : i.reporter && `${i.reporter.firstName} ${i.reporter.lastName}`.trim();
  const reporter = reporterName || T.notProvided;
  keyValues(doc, [
    [T.mission, i.mission.title],
    [T.place, input.missionAddress ?? T.notProvided],
    ...(i.lat !== null && i.lng !== null && !forClient
      ? [[T.position, formatCoordinates(i.lat, i.lng)] as [string, string]]
      : []),
    [T.occurredAt, formatDateTime(new Date(i.occurredAt))],
    [T.reportedAt, formatDateTime(new Date(i.createdAt))],
    [T.reporter, reporter],
    [T.type, INCIDENT_TYPE_LABELS[i.type]],
    [T.severity, `${severityBadge(i.severity).label} (${i.severity}/5)`],
    [T.status, INCIDENT_STATUS_LABELS[i.status]],
    ...(forClient ? [] : [[T.assignee, i.assignee?.name ?? T.nobody] as [string, string]]),
  ]);
  sectionHeading(doc, T.description);
  paragraph(doc, i.description, T.notProvided);
  await photos(doc, input);
  sectionHeading(doc, T.timeline);
  if (forClient)
    drawTable(
      doc,
      [
        { header: T.colWhen, width: 0.3 },
        { header: T.colWhat, width: 0.7 },
      ],
      i.timeline
        .filter((item) => item.kind === 'REPORTED' || item.kind === 'STATUS')
        .map((item) => [formatDateTime(new Date(item.at)), eventText(item)]),
    );
  else
    drawTable(
      doc,
      [
        { header: T.colWhen, width: 0.22 },
        { header: T.colWho, width: 0.25 },
        { header: T.colWhat, width: 0.53 },
      ],
      i.timeline.map((item) => [
        formatDateTime(new Date(item.at)),
        item.author?.name ?? '—',
        eventText(item),
      ]),
    );
  sectionHeading(doc, T.resolution);
  paragraph(doc, i.resolution, T.noResolution);
  addPageNumbers(doc, T.footer);
  return pdfToBuffer(doc);
}
