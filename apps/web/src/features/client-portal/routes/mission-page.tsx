import type { ClientMissionDetail } from '@secops/domain/client-portal';
import * as MSG from '@secops/domain/messages';
import { MISSION_TYPE_LABELS } from '@secops/domain/missions';
import { ArrowLeft, CalendarRange, MapPin, SearchX, TriangleAlert } from 'lucide-react';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { LoadingState } from '../../../components/ui/spinner.tsx';
import { ApiError, errorMessage } from '../../../lib/api-error.ts';
import { formatMessage } from '../../../lib/format-message.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { useClientActivity } from '../api/get-activity.ts';
import { useClientMission } from '../api/get-missions.ts';
import { ActivitySummary } from '../components/activity-summary.tsx';
import { HoursSection } from '../components/hours-section.tsx';
import { IncidentsSection } from '../components/incidents-section.tsx';
import { LogbookSection } from '../components/logbook-section.tsx';
import { PeriodPicker } from '../components/period-picker.tsx';
import { PostsSection } from '../components/posts-section.tsx';
import { RequestForm } from '../components/request-form.tsx';
import { RoundsSection } from '../components/rounds-section.tsx';
import { PHASE_LABELS, PHASE_TONES } from '../utils/display.ts';
import { DEFAULT_PERIOD_DAYS, lastDays, periodProblem, type DayRange } from '../utils/period.ts';

const backLink = (
  <Link
    to="/client"
    className="mb-3 inline-flex min-h-10 items-center gap-1.5 text-sm font-medium text-slate-600 hover:text-slate-900 sm:min-h-0"
  >
    <ArrowLeft aria-hidden="true" className="size-4" />
    {MSG.portalBackToMissions}
  </Link>
);

/** The period's activity (the last 7 days at first): figures, posts, hours, incidents, logbook and rounds. */
function MissionActivity({ mission }: { mission: ClientMissionDetail }) {
  const [draft, setDraft] = useState<DayRange>(() => lastDays(DEFAULT_PERIOD_DAYS));
  // The page keeps showing the last period the server can answer while the one typed cannot be asked for.
  const [period, setPeriod] = useState<DayRange>(draft);
  const activity = useClientActivity(mission.id, period);
  const choose = (next: DayRange) => {
    setDraft(next);
    if (periodProblem(next) === null) setPeriod(next);
  };

  return (
    <div className="space-y-6">
      <PeriodPicker value={draft} onChange={choose} error={periodProblem(draft)} />
      {activity.isPending ? (
        <LoadingState />
      ) : activity.isError ? (
        <Card>
          <EmptyState
            icon={TriangleAlert}
            title={MSG.portalActivityLoadError}
            description={errorMessage(activity.error, MSG.networkError)}
            action={<Button onClick={() => void activity.refetch()}>{MSG.uiRetry}</Button>}
          />
        </Card>
      ) : (
        <div aria-busy={activity.isPlaceholderData || undefined} className="space-y-6">
          <ActivitySummary activity={activity.data} hasTours={mission.hasTours} />
          <div className="grid items-start gap-6 lg:grid-cols-3">
            <div className="min-w-0 space-y-6 lg:col-span-2">
              <PostsSection posts={activity.data.posts} />
              <IncidentsSection incidents={activity.data.incidents} />
              <LogbookSection entries={activity.data.logbook} />
              {mission.hasTours && <RoundsSection rounds={activity.data.rounds} />}
            </div>
            <div className="min-w-0 space-y-6">
              <HoursSection hours={activity.data.hours} />
              <RequestForm missionId={mission.id} archived={mission.status === 'ARCHIVED'} />
            </div>
          </div>
        </div>
      )}
    </div>
  );
}

/** /client/missions/{id}: one of the company's missions; another company's is not found, as if it did not exist. */
export function ClientMissionRoute() {
  const { id = '' } = useParams();
  const mission = useClientMission(id);

  if (mission.isPending) return <LoadingState />;
  if (mission.isError) {
    const notFound = mission.error instanceof ApiError && mission.error.status === 404;
    return (
      <>
        {backLink}
        <Card>
          <EmptyState
            icon={notFound ? SearchX : TriangleAlert}
            title={notFound ? MSG.portalMissionNotFound : MSG.portalMissionLoadError}
            description={
              notFound ? MSG.portalMissionNotFoundHint : errorMessage(mission.error, MSG.networkError)
            }
            action={!notFound && <Button onClick={() => void mission.refetch()}>{MSG.uiRetry}</Button>}
          />
        </Card>
      </>
    );
  }

  const { data } = mission;
  return (
    <>
      {backLink}
      <PageHeader
        title={data.title}
        description={MISSION_TYPE_LABELS[data.type]}
        actions={<Badge tone={PHASE_TONES[data.phase]}>{PHASE_LABELS[data.phase]}</Badge>}
      />
      <ul className="-mt-3 mb-6 flex flex-wrap gap-x-6 gap-y-1.5 text-sm text-slate-700">
        <li className="flex items-start gap-2">
          <CalendarRange aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-slate-500" />
          <span className="tabular-nums">
            {formatMessage(MSG.portalMissionPeriod, {
              from: formatDateTime(data.startAt),
              to: formatDateTime(data.endAt),
            })}
          </span>
        </li>
        <li className="flex items-start gap-2">
          <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-slate-500" />
          <span className="break-words">{data.address ?? MSG.portalMissionNoAddress}</span>
        </li>
      </ul>
      <MissionActivity key={data.id} mission={data} />
    </>
  );
}
