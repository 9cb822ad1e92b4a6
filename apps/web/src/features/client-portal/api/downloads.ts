import type { ClientReport } from '@secops/domain/client-reports';
import { useMutation } from '@tanstack/react-query';
import { downloadFile } from '../../../lib/download.ts';
import type { MutationConfig } from '../../../lib/query-client.ts';

/** Where the client's copy of an incident report is served (the link's address; the download sends the session). */
export const incidentReportPath = (incidentId: string): string =>
  `/client/incidents/${encodeURIComponent(incidentId)}/report.pdf`;

/** The client's copy of an incident report: reporter as 'Jean D.', only the status changes of its timeline. */
export const downloadIncidentReport = (incidentId: string): Promise<void> =>
  downloadFile(incidentReportPath(incidentId), `incident-${incidentId}.pdf`);

export const useDownloadIncidentReport = (config?: MutationConfig<void, string>) =>
  useMutation({ ...config, mutationFn: downloadIncidentReport });

/** Where a sent report's PDF is served to the client. */
export const reportPdfPath = (reportId: string): string =>
  `/client/reports/${encodeURIComponent(reportId)}/pdf`;

/** The activity report's PDF as it was sent. */
export const downloadReport = (report: ClientReport): Promise<void> =>
  downloadFile(reportPdfPath(report.id), `rapport-activite-${report.periodStart}.pdf`);

export const useDownloadReport = (config?: MutationConfig<void, ClientReport>) =>
  useMutation({ ...config, mutationFn: downloadReport });
