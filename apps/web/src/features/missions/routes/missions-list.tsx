import * as MSG from '@secops/domain/messages';
import { MISSION_STATUS_LABELS, MISSION_STATUSES, type MissionStatus } from '@secops/domain/missions';
import { Briefcase, Plus, Search, TriangleAlert } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { Button, buttonClasses } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { controlClasses } from '../../../components/ui/field.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { LoadingState } from '../../../components/ui/spinner.tsx';
import { errorMessage } from '../../../lib/api-error.ts';
import { useMissions } from '../api/get-missions.ts';
import { MissionCard } from '../components/mission-card.tsx';
import { filterMissions, isFiltering, type MissionFilter } from '../utils/filter-missions.ts';

const newMissionLink = (label: string) => (
  <Link to="/admin/missions/new" className={buttonClasses()}>
    <Plus aria-hidden="true" />
    {label}
  </Link>
);

/** /admin/missions: every mission as a card, searched by title and filtered by status in the browser. */
export function MissionsListRoute() {
  const missions = useMissions();
  const [filter, setFilter] = useState<MissionFilter>({ search: '', status: '' });
  const shown = useMemo(() => filterMissions(missions.data ?? [], filter), [missions.data, filter]);

  return (
    <>
      <PageHeader title={MSG.titleMissions} actions={newMissionLink(MSG.missionNew)} />
      <div className="mb-6 flex flex-col gap-3 sm:flex-row">
        <div className="relative flex-1">
          <label htmlFor="mission-search" className="sr-only">
            {MSG.missionSearchLabel}
          </label>
          <Search
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-400"
          />
          <input
            id="mission-search"
            type="search"
            value={filter.search}
            onChange={(event) => setFilter({ ...filter, search: event.target.value })}
            placeholder={MSG.missionSearchPlaceholder}
            className={`${controlClasses(false)} pl-9`}
          />
        </div>
        <label htmlFor="mission-status" className="sr-only">
          {MSG.missionStatusFilter}
        </label>
        <select
          id="mission-status"
          value={filter.status}
          onChange={(event) => setFilter({ ...filter, status: event.target.value as MissionStatus | '' })}
          className={`${controlClasses(false)} sm:w-56`}
        >
          <option value="">{MSG.missionStatusAll}</option>
          {MISSION_STATUSES.map((status) => (
            <option key={status} value={status}>
              {MISSION_STATUS_LABELS[status]}
            </option>
          ))}
        </select>
      </div>

      {missions.isPending ? (
        <LoadingState />
      ) : missions.isError ? (
        <Card>
          <EmptyState
            icon={TriangleAlert}
            title={MSG.missionsLoadError}
            description={errorMessage(missions.error, MSG.networkError)}
            action={<Button onClick={() => void missions.refetch()}>{MSG.uiRetry}</Button>}
          />
        </Card>
      ) : shown.length === 0 ? (
        <Card>
          <EmptyState
            icon={Briefcase}
            title={MSG.missionNoneFound}
            description={isFiltering(filter) ? undefined : MSG.missionCreateFirst}
            action={newMissionLink(MSG.missionCreateAction)}
          />
        </Card>
      ) : (
        <ul className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
          {shown.map((mission) => (
            <li key={mission.id}>
              <MissionCard mission={mission} />
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
