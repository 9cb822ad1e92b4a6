import {
  DEFAULT_REPORT_SETTINGS,
  type ReportSettings,
  type ReportSettingsView,
} from '@secops/domain/client-reports';
import * as MSG from '@secops/domain/messages';
import { toParisDate } from '@secops/domain/planning';
import type { Db } from '../../db/client.ts';
import { badRequest, conflict, notFound } from '../../lib/errors.ts';
import type { AuthUser } from '../auth/auth.guard.ts';
import { buildReportPdf, reportFileName } from './client-report.builder.ts';
import {
  findClientName,
  findReportPdf,
  findSettings,
  insertReport,
  listReports,
  saveSettings,
  type ReportListRow,
  type SettingsRow,
} from './client-reports.repository.ts';
import { manualPeriod } from './report-schedule.ts';

export type ReportFile = { pdf: Buffer; fileName: string };

const presentSettings = (row: SettingsRow): ReportSettingsView => ({
  recipients: row.recipients,
  frequency: row.frequency,
  time: row.time,
  weekday: row.weekday,
});

async function clientName(db: Db, clientId: string): Promise<string> {
  const name = await findClientName(db, clientId);
  if (name === undefined) throw notFound(MSG.clientNotFound);
  return name;
}

export async function reportSettings(db: Db, clientId: string): Promise<ReportSettingsView> {
  await clientName(db, clientId);
  const row = await findSettings(db, clientId);
  return row ? presentSettings(row) : DEFAULT_REPORT_SETTINGS;
}

export async function updateReportSettings(
  db: Db,
  clientId: string,
  settings: ReportSettings,
): Promise<ReportSettingsView> {
  await clientName(db, clientId);
  return presentSettings(await saveSettings(db, clientId, settings));
}

export async function staffReports(db: Db, clientId: string): Promise<ReportListRow[]> {
  await clientName(db, clientId);
  return listReports(db, clientId);
}

/** The PDF of a report as it was sent; one still being made answers 409 for a moment. */
export async function staffReportFile(db: Db, clientId: string, reportId: string): Promise<ReportFile> {
  const report = await findReportPdf(db, clientId, reportId);
  if (!report) throw notFound(MSG.reportNotFound);
  if (!report.pdf) throw conflict(MSG.reportPdfNotReady, 'REPORT_NOT_READY');
  return { pdf: report.pdf, fileName: reportFileName(report) };
}

/**
 * "Envoyer maintenant": the report of one Paris day (today at the latest), made at once to the settings' recipients
 * and written PENDING; the caller sends it in the background.
 */
export async function requestReport(
  db: Db,
  user: AuthUser,
  clientId: string,
  date: string,
  now = new Date(),
): Promise<ReportListRow> {
  const name = await clientName(db, clientId);
  if (date > toParisDate(now)) throw badRequest(MSG.reportDateFuture, 'REPORT_DATE_FUTURE');
  const recipients = (await findSettings(db, clientId))?.recipients ?? [];
  if (recipients.length === 0) throw conflict(MSG.reportRecipientsRequired, 'REPORT_NO_RECIPIENTS');
  const period = manualPeriod(date);
  const pdf = await buildReportPdf(db, { clientId, clientName: name, ...period }, now);
  const row = await insertReport(db, {
    clientId,
    ...period,
    recipients,
    nextAttemptAt: now,
    requestedBy: user.id,
    pdf,
  });
  if (!row) throw new Error('client_reports insert of a manual report returned no row');
  return row;
}

/** A CLIENT's company's reports that were sent. */
export const ownReports = (db: Db, user: AuthUser): Promise<ReportListRow[]> =>
  user.clientId ? listReports(db, user.clientId, true) : Promise.resolve([]);

/** A sent report of the CLIENT's own company; any other is 404, as if it did not exist. */
export async function ownReportFile(db: Db, user: AuthUser, reportId: string): Promise<ReportFile> {
  const report = user.clientId ? await findReportPdf(db, user.clientId, reportId, true) : undefined;
  if (!report?.pdf) throw notFound(MSG.reportNotFound);
  return { pdf: report.pdf, fileName: reportFileName(report) };
}
