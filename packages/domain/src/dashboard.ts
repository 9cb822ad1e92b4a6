import { z } from 'zod';
import { MissionListItemSchema } from './missions.schemas.ts';
import type { MissionStatus } from './missions.ts';

/** The dashboard lists at most this many active missions. */
export const DASHBOARD_ACTIVE_MISSIONS_LIMIT = 5;

/** Share of finished missions: round(100 × (COMPLETED + ARCHIVED) / total), 0 when there is no mission. */
export function performanceRate(finished: number, total: number): number {
  return total > 0 ? Math.round((100 * finished) / total) : 0;
}

export type MissionFigures = { activeMissions: number; totalMissions: number; performanceRate: number };

/** The dashboard's mission figures from the number of missions in each status. */
export function missionFigures(countByStatus: Partial<Record<MissionStatus, number>>): MissionFigures {
  const count = (status: MissionStatus) => countByStatus[status] ?? 0;
  const totalMissions = Object.values(countByStatus).reduce((sum, n) => sum + (n ?? 0), 0);
  return {
    activeMissions: count('ACTIVE'),
    totalMissions,
    performanceRate: performanceRate(count('COMPLETED') + count('ARCHIVED'), totalMissions),
  };
}

export const DashboardStatsSchema = z.object({
  activeMissions: z.number(),
  availableAgents: z.number(),
  openIncidents: z.number(),
  performanceRate: z.number(),
  totalMissions: z.number(),
  recentActiveMissions: z.array(MissionListItemSchema),
});
export type DashboardStats = z.infer<typeof DashboardStatsSchema>;
