import * as MSG from '@secops/domain/messages';
import { ArrowLeft, Lock, SearchX, TriangleAlert } from 'lucide-react';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { Button, buttonClasses } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { LoadingState } from '../../../components/ui/spinner.tsx';
import { ApiError, errorMessage } from '../../../lib/api-error.ts';
import { useSessionUser } from '../../auth/index.ts';
import { OfflineCopyNotice } from '../../offline/index.ts';
import { myMissionQueryOptions, useMyMission } from '../api/get-my-mission.ts';
import { FieldMissionHeader } from '../components/field-mission-header.tsx';
import type { FieldMissionPanels, MissionPlace } from '../components/field-mission-panels.ts';
import { MissionBriefingCard, MissionInfoCard } from '../components/mission-info-card.tsx';
import { MyShiftsCard } from '../components/my-shifts-card.tsx';
import { MyTasksCard } from '../components/my-tasks-card.tsx';

const LIST_PATH = '/agent';
const backLink = (
  <Link
    to={LIST_PATH}
    className="-ml-2 mb-2 inline-flex min-h-11 items-center gap-1.5 rounded-lg px-2 text-base font-medium text-slate-700 hover:text-slate-900"
  >
    <ArrowLeft aria-hidden="true" className="size-5" />
    {MSG.fieldBackToMissions}
  </Link>
);

/**
 * /agent/missions/{id}: what the agent needs on site — their shifts, the rounds to walk, the mission's details, their
 * tasks, the map of the place and the team's chat. A mission they are not on reads as not found.
 */
export function FieldMissionRoute({ panels = {} }: { panels?: FieldMissionPanels }) {
  const { id = '' } = useParams();
  const user = useSessionUser();
  const agentId = user?.agent?.id ?? '';
  const mission = useMyMission(id);
  const [reporting, setReporting] = useState(false);

  if (mission.isPending) return <LoadingState />;
  if (mission.isError) {
    const notFound = mission.error instanceof ApiError && mission.error.status === 404;
    return (
      <>
        {backLink}
        <Card>
          <EmptyState
            icon={notFound ? SearchX : TriangleAlert}
            title={notFound ? MSG.missionNotFound : MSG.missionLoadError}
            description={
              notFound ? MSG.fieldMissionNotFoundHint : errorMessage(mission.error, MSG.networkError)
            }
            action={
              notFound ? (
                <Link to={LIST_PATH} className={buttonClasses({ size: 'lg' })}>
                  {MSG.fieldBackToMissions}
                </Link>
              ) : (
                <Button size="lg" onClick={() => void mission.refetch()}>
                  {MSG.uiRetry}
                </Button>
              )
            }
          />
        </Card>
      </>
    );
  }

  const data = mission.data;
  const archived = data.status === 'ARCHIVED';
  const {
    incident: IncidentForm,
    map: MapPanel,
    chat: ChatPanel,
    logbook: LogbookPanel,
    rounds: RoundsPanel,
  } = panels;
  const place: MissionPlace | null =
    data.locationLat !== null && data.locationLng !== null
      ? { lat: data.locationLat, lng: data.locationLng, label: data.locationAddress ?? data.title }
      : null;

  return (
    <>
      {backLink}
      <OfflineCopyNotice queryKeys={[myMissionQueryOptions(data.id).queryKey]} />
      <FieldMissionHeader
        mission={data}
        onReportIncident={IncidentForm && !archived ? () => setReporting(true) : undefined}
      />
      {archived && (
        <p className="mb-5 flex items-center gap-2 rounded-lg border border-purple-200 bg-purple-50 px-4 py-3 text-base text-purple-900">
          <Lock aria-hidden="true" className="size-5 shrink-0" />
          {MSG.missionArchivedNotice}
        </p>
      )}
      <div className="space-y-5">
        <MyShiftsCard shifts={data.shifts} agentId={agentId} />
        {RoundsPanel && <RoundsPanel missionId={data.id} archived={archived} />}
        <MissionInfoCard mission={data} />
        <MissionBriefingCard mission={data} />
        <MyTasksCard missionId={data.id} agentId={agentId} checklist={data.checklists} readOnly={archived} />
        {LogbookPanel && <LogbookPanel missionId={data.id} archived={archived} />}
        {MapPanel && <MapPanel missionId={data.id} place={place} />}
        {ChatPanel && <ChatPanel missionId={data.id} archived={archived} />}
      </div>
      {reporting && IncidentForm && <IncidentForm missionId={data.id} onClose={() => setReporting(false)} />}
    </>
  );
}
