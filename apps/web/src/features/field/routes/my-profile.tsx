import * as MSG from '@secops/domain/messages';
import { TriangleAlert, UserX } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { LoadingState } from '../../../components/ui/spinner.tsx';
import { errorMessage } from '../../../lib/api-error.ts';
import { useSessionUser } from '../../auth/index.ts';
import { CalendarCard } from '../../calendar/index.ts';
import { OfflineCopyNotice } from '../../offline/index.ts';
import { UnavailabilityCard } from '../../unavailability/index.ts';
import { myAgentQueryOptions, myStatsQueryOptions, useMyAgent, useMyStats } from '../api/get-my-profile.ts';
import { MyCertificationsCard } from '../components/my-certifications-card.tsx';
import { MyStatsCard, RecentAttendancesCard } from '../components/my-stats-card.tsx';
import { ProfileCard } from '../components/profile-card.tsx';

/**
 * /agent/profile 'Mon Profil': who the agent is, their certifications, figures and latest attendances, and the link
 * their phone's calendar subscribes to.
 */
export function MyProfileRoute() {
  const agentId = useSessionUser()?.agent?.id ?? null;
  const agent = useMyAgent(agentId);
  const stats = useMyStats(agentId);

  return (
    <>
      <PageHeader title={MSG.agentTabProfile} />
      {agentId === null ? (
        <Card>
          <EmptyState icon={UserX} title={MSG.agentProfileNotFound} />
        </Card>
      ) : agent.isPending ? (
        <LoadingState />
      ) : agent.isError ? (
        <Card>
          <EmptyState
            icon={TriangleAlert}
            title={MSG.fieldProfileLoadError}
            description={errorMessage(agent.error, MSG.networkError)}
            action={
              <Button size="lg" onClick={() => void agent.refetch()}>
                {MSG.uiRetry}
              </Button>
            }
          />
        </Card>
      ) : (
        <div className="space-y-5">
          <OfflineCopyNotice
            queryKeys={[myAgentQueryOptions(agentId).queryKey, myStatsQueryOptions(agentId).queryKey]}
          />
          <ProfileCard agent={agent.data} />
          <MyCertificationsCard certifications={agent.data.certifications} />
          {stats.isPending ? (
            <LoadingState className="py-8" />
          ) : stats.isError ? (
            <Card>
              <EmptyState
                icon={TriangleAlert}
                title={MSG.fieldStatsLoadError}
                className="py-6"
                action={<Button onClick={() => void stats.refetch()}>{MSG.uiRetry}</Button>}
              />
            </Card>
          ) : (
            <>
              <MyStatsCard stats={stats.data} />
              <RecentAttendancesCard attendances={stats.data.recentAttendances} />
            </>
          )}
          <UnavailabilityCard agentId={agentId} />
          <CalendarCard />
        </div>
      )}
    </>
  );
}
