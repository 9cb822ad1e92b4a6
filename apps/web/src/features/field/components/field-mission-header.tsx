import { APP_TITLE } from '@secops/domain/constants';
import * as MSG from '@secops/domain/messages';
import { MISSION_TYPE_LABELS } from '@secops/domain/missions';
import type { MissionDetail } from '@secops/domain/missions.schemas';
import { TriangleAlert } from 'lucide-react';
import { MissionStatusBadge } from '../../../components/mission-status-badge.tsx';
import { Button } from '../../../components/ui/button.tsx';

type FieldMissionHeaderProps = {
  mission: MissionDetail;
  /** Absent when no incident form was handed in, or the mission is archived. */
  onReportIncident?: () => void;
};

/** The mission's title and status, and the 'Signaler Incident' button, full width on a phone. */
export function FieldMissionHeader({ mission, onReportIncident }: FieldMissionHeaderProps) {
  return (
    <header className="mb-5 space-y-3">
      <title>{`${mission.title} · ${APP_TITLE}`}</title>
      <h1 className="text-2xl leading-tight font-bold tracking-tight text-slate-900 [overflow-wrap:anywhere]">
        {mission.title}
      </h1>
      <div className="flex flex-wrap items-center gap-2">
        <MissionStatusBadge status={mission.status} />
        <span className="text-sm font-medium text-slate-700">{MISSION_TYPE_LABELS[mission.type]}</span>
      </div>
      {onReportIncident && (
        <Button
          variant="danger"
          size="lg"
          className="w-full sm:w-auto"
          icon={<TriangleAlert aria-hidden="true" />}
          onClick={onReportIncident}
        >
          {MSG.fieldReportIncident}
        </Button>
      )}
    </header>
  );
}
