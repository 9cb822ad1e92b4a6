import { useMutation } from '@tanstack/react-query';
import * as MSG from '@secops/domain/messages';
import { toast } from 'sonner';
import { errorMessage } from '../../../lib/api-error.ts';
import { downloadFile } from '../../../lib/download.ts';
import { filterQuery, type ReportFilters } from './get-attendance-report.ts';

type Export = { format: 'pdf' | 'csv'; filters: ReportFilters };

/** The filtered attendances as a file, from the same filters as the table. */
export const exportAttendances = ({ format, filters }: Export): Promise<void> =>
  downloadFile(`/attendance/export?${filterQuery(filters, { format })}`, `pointages.${format}`);

export const useExportAttendances = () =>
  useMutation({
    mutationFn: exportAttendances,
    onError: (error) => toast.error(errorMessage(error, MSG.reportExportError)),
  });
