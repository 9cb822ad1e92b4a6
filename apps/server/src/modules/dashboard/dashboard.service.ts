import {
  DASHBOARD_ACTIVE_MISSIONS_LIMIT,
  missionFigures,
  type DashboardStats,
} from '@secops/domain/dashboard';
import type { Db } from '../../db/client.ts';
import { presentMissionListItem } from '../missions/missions.presenter.ts';
import { listMissions } from '../missions/missions.repository.ts';
import { countAvailableAgents, countMissionsByStatus, countOpenIncidents } from './dashboard.repository.ts';

/** The four dashboard cards and the latest active missions. */
export async function dashboardStats(db: Db, now = new Date()): Promise<DashboardStats> {
  const [byStatus, availableAgents, openIncidents, active] = await Promise.all([
    countMissionsByStatus(db),
    countAvailableAgents(db, now),
    countOpenIncidents(db),
    listMissions(db, { status: 'ACTIVE', limit: DASHBOARD_ACTIVE_MISSIONS_LIMIT }),
  ]);
  return {
    ...missionFigures(byStatus),
    availableAgents,
    openIncidents,
    recentActiveMissions: active.map(presentMissionListItem),
  };
}
