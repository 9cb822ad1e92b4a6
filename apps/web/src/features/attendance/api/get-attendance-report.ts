import type { AttendanceFilters, AttendanceReport } from '@secops/domain/attendance';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export const REPORT_PAGE_SIZE = 50;

export type ReportFilters = Record<keyof AttendanceFilters, string>;
export const NO_FILTERS: ReportFilters = {
  agentId: '',
  missionId: '',
  status: '',
  startDate: '',
  endDate: '',
  suspect: '',
};

/** The query string of the filters: only the non-empty ones are sent. */
export function filterQuery(filters: ReportFilters, extra: Record<string, string | number> = {}): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) if (value) params.set(key, value);
  for (const [key, value] of Object.entries(extra)) params.set(key, String(value));
  return params.toString();
}

export const getAttendanceReport = (filters: ReportFilters, page: number): Promise<AttendanceReport> =>
  api.get<AttendanceReport>(
    `/attendance/all?${filterQuery(filters, { limit: REPORT_PAGE_SIZE, offset: page * REPORT_PAGE_SIZE })}`,
  );

export const attendanceReportQueryOptions = (filters: ReportFilters, page: number) =>
  queryOptions({
    queryKey: ['attendance', 'report', filters, page],
    queryFn: () => getAttendanceReport(filters, page),
    staleTime: 30_000,
  });

/** The report keeps showing the previous page while the next one loads. */
export const useAttendanceReport = (filters: ReportFilters, page: number) =>
  useQuery({ ...attendanceReportQueryOptions(filters, page), placeholderData: keepPreviousData });
