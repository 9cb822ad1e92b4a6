import type { ReportKind } from '@secops/domain/client-reports';
import * as MSG from '@secops/domain/messages';
import { parisDays } from '@secops/domain/planning';
import type { DbOrTx } from '../../db/client.ts';
import type { MailMessage } from '../../lib/mail.ts';
import { loadClientActivity } from '../client-portal/client-activity.repository.ts';
import { periodLabel, renderClientReportPdf } from './client-report.pdf.ts';
import { activeMissions } from './client-reports.repository.ts';

export type ReportSubject = {
  clientId: string;
  clientName: string;
  kind: ReportKind;
  periodStart: string;
  periodEnd: string;
};

/**
 * The report's PDF: every mission of the client active in the period, with what the client may see of it as of
 * `generatedAt` (the job's clock: shifts begun and attendances still open are counted up to it).
 */
export async function buildReportPdf(db: DbOrTx, report: ReportSubject, generatedAt: Date): Promise<Buffer> {
  const { start, end } = parisDays(report.periodStart, report.periodEnd);
  const missions = await activeMissions(db, report.clientId, start!, end!);
  const activity = missions.length
    ? await loadClientActivity(db, {
        missionIds: missions.map((m) => m.id),
        from: report.periodStart,
        to: report.periodEnd,
        now: generatedAt,
      })
    : new Map();
  return renderClientReportPdf({
    ...report,
    generatedAt,
    missions: missions.flatMap((mission) => {
      const found = activity.get(mission.id);
      return found ? [{ title: mission.title, address: mission.address, activity: found }] : [];
    }),
  });
}

/** "rapport-activite-2026-03-14.pdf", "rapport-activite-2026-03-09-2026-03-15.pdf" */
export const reportFileName = (report: Pick<ReportSubject, 'periodStart' | 'periodEnd'>): string =>
  `rapport-activite-${report.periodStart}${report.periodEnd === report.periodStart ? '' : `-${report.periodEnd}`}.pdf`;

/** The e-mail one recipient receives: the client and the period named, the PDF attached. */
export function reportMail(report: ReportSubject, to: string, pdf: Buffer): MailMessage {
  const period = periodLabel(report.periodStart, report.periodEnd);
  const fill = (text: string) => text.replace('{client}', report.clientName).replace('{period}', period);
  return {
    to,
    subject: fill(MSG.reportMailSubject),
    text: fill(MSG.reportMailText),
    attachments: [{ filename: reportFileName(report), content: pdf, contentType: 'application/pdf' }],
  };
}
