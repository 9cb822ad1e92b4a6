import { APP_TAGLINE } from '@secops/domain/constants';
import * as MSG from '@secops/domain/messages';
import { Briefcase, Gauge, TriangleAlert, Users } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { LoadingState } from '../../../components/ui/spinner.tsx';
import { errorMessage } from '../../../lib/api-error.ts';
import { useDashboardStats } from '../api/get-dashboard-stats.ts';
import { ActiveMissionsList } from '../components/active-missions-list.tsx';
import { StatCard } from '../components/stat-card.tsx';

const count = new Intl.NumberFormat('fr-FR');
const percent = new Intl.NumberFormat('fr-FR', { style: 'percent', maximumFractionDigits: 0 });

/**
 * /admin: active missions, available agents, open incidents, performance rate, the live feed of dispatch alerts the
 * router gives (`liveFeed`), and the active missions.
 */
export function DashboardRoute({ liveFeed }: { liveFeed?: ReactNode }) {
  const stats = useDashboardStats();

  return (
    <>
      <PageHeader title={MSG.titleDashboard} description={APP_TAGLINE} />
      {liveFeed && <div className="mb-6">{liveFeed}</div>}
      {stats.isPending ? (
        <LoadingState />
      ) : stats.isError ? (
        <Card>
          <EmptyState
            icon={TriangleAlert}
            title={MSG.dashboardLoadError}
            description={errorMessage(stats.error, MSG.networkError)}
            action={<Button onClick={() => void stats.refetch()}>{MSG.uiRetry}</Button>}
          />
        </Card>
      ) : (
        <div className="space-y-6">
          <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
            <StatCard
              label={MSG.dashboardActiveMissions}
              value={count.format(stats.data.activeMissions)}
              icon={Briefcase}
              tone="blue"
              to="/admin/missions"
            />
            <StatCard
              label={MSG.dashboardAvailableAgents}
              value={count.format(stats.data.availableAgents)}
              icon={Users}
              tone="green"
              to="/admin/agents"
            />
            <StatCard
              label={MSG.dashboardOpenIncidents}
              value={count.format(stats.data.openIncidents)}
              icon={TriangleAlert}
              tone="red"
              to="/admin/incidents"
            />
            <StatCard
              label={MSG.dashboardPerformance}
              value={percent.format(stats.data.performanceRate / 100)}
              hint={MSG.dashboardPerformanceHint}
              icon={Gauge}
              tone="purple"
            />
          </div>
          <ActiveMissionsList missions={stats.data.recentActiveMissions} />
        </div>
      )}
    </>
  );
}
