import {
  CLIENT_MISSION_PHASES,
  type ClientMission,
  type ClientMissionPhase,
} from '@secops/domain/client-portal';
import * as MSG from '@secops/domain/messages';
import { Building2, TriangleAlert } from 'lucide-react';
import { useId } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { LoadingState } from '../../../components/ui/spinner.tsx';
import { errorMessage } from '../../../lib/api-error.ts';
import { useClientMissions } from '../api/get-missions.ts';
import { MissionCard } from '../components/mission-card.tsx';
import { groupByPhase } from '../utils/display.ts';

const SECTIONS: Record<ClientMissionPhase, { title: string; none: string }> = {
  IN_PROGRESS: { title: MSG.portalMissionsInProgress, none: MSG.portalMissionsNoneInProgress },
  COMING: { title: MSG.portalMissionsComing, none: MSG.portalMissionsNoneComing },
  FINISHED: { title: MSG.portalMissionsFinished, none: MSG.portalMissionsNoneFinished },
};

function PhaseSection({
  phase,
  missions,
}: {
  phase: ClientMissionPhase;
  missions: readonly ClientMission[];
}) {
  const headingId = useId();
  const { title, none } = SECTIONS[phase];
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className="mb-3 flex items-center gap-2 text-lg font-semibold text-slate-900">
        {title}
        <span className="rounded-full bg-slate-200 px-2 py-0.5 text-xs font-medium text-slate-700 tabular-nums">
          {missions.length}
        </span>
      </h2>
      {missions.length === 0 ? (
        <p className="rounded-xl border border-dashed border-slate-300 px-5 py-4 text-sm text-slate-600">
          {none}
        </p>
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-1">
          {missions.map((mission) => (
            <li key={mission.id}>
              <MissionCard mission={mission} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function PhaseSections({ missions }: { missions: readonly ClientMission[] }) {
  const groups = groupByPhase(missions);
  return (
    <div className="grid gap-8 lg:grid-cols-3 lg:items-start">
      {CLIENT_MISSION_PHASES.map((phase) => (
        <PhaseSection key={phase} phase={phase} missions={groups[phase]} />
      ))}
    </div>
  );
}

/** /client: the company's missions, in progress, coming and finished. */
export function ClientMissionsRoute() {
  const missions = useClientMissions();
  return (
    <>
      <PageHeader title={MSG.portalMissionsTitle} description={MSG.portalMissionsDescription} />
      {missions.isPending ? (
        <LoadingState />
      ) : missions.isError ? (
        <Card>
          <EmptyState
            icon={TriangleAlert}
            title={MSG.portalMissionsLoadError}
            description={errorMessage(missions.error, MSG.networkError)}
            action={<Button onClick={() => void missions.refetch()}>{MSG.uiRetry}</Button>}
          />
        </Card>
      ) : missions.data.length === 0 ? (
        <Card>
          <EmptyState
            icon={Building2}
            title={MSG.portalMissionsEmpty}
            description={MSG.portalMissionsEmptyHint}
          />
        </Card>
      ) : (
        <PhaseSections missions={missions.data} />
      )}
    </>
  );
}
