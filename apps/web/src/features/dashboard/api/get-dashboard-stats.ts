import type { DashboardStats } from '@secops/domain/dashboard';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** The dashboard's four figures and its latest active missions. */
export const getDashboardStats = (): Promise<DashboardStats> => api.get<DashboardStats>('/dashboard/stats');

/** Mission and incident changes invalidate ['dashboard'] so the figures follow them. */
export const dashboardStatsQueryOptions = () =>
  queryOptions({ queryKey: ['dashboard', 'stats'], queryFn: getDashboardStats, staleTime: 30_000 });

export const useDashboardStats = () => useQuery(dashboardStatsQueryOptions());
