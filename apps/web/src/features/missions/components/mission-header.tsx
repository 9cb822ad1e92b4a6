import * as MSG from '@secops/domain/messages';
import { MISSION_TYPE_LABELS, nextMissionStatuses, type MissionStatus } from '@secops/domain/missions';
import type { MissionDetail } from '@secops/domain/missions.schemas';
import { Archive, CheckCircle2, FileDown, Pencil, Play, Trash2, TriangleAlert } from 'lucide-react';
import { MissionStatusBadge } from '../../../components/mission-status-badge.tsx';
import { Button, type ButtonVariant } from '../../../components/ui/button.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';

/** The button of each status a mission can be moved to (PREPARATION and CONFIRMED never are). */
const STATUS_ACTIONS: Partial<
  Record<MissionStatus, { label: string; icon: typeof Play; variant: ButtonVariant }>
> = {
  ACTIVE: { label: MSG.missionActivate, icon: Play, variant: 'primary' },
  COMPLETED: { label: MSG.missionComplete, icon: CheckCircle2, variant: 'primary' },
  ARCHIVED: { label: MSG.missionArchive, icon: Archive, variant: 'secondary' },
};

type MissionHeaderProps = {
  mission: MissionDetail;
  canDelete: boolean;
  pendingStatus: MissionStatus | null;
  isDownloading: boolean;
  onStatus: (target: MissionStatus) => void;
  onEdit: () => void;
  onReportIncident: () => void;
  onDelete: () => void;
  onDownload: () => void;
};

/**
 * Title, status and type, then the actions: the status changes the mission allows (activate unless active or
 * archived, complete when active, archive when completed), edit, incident, delete (admins) and the PDF report.
 * An archived mission keeps only the PDF.
 */
export function MissionHeader({
  mission,
  canDelete,
  pendingStatus,
  isDownloading,
  ...on
}: MissionHeaderProps) {
  const archived = mission.status === 'ARCHIVED';
  const hasHistory = mission._count.attendances > 0 || mission._count.incidents > 0;
  return (
    <PageHeader
      title={mission.title}
      description={
        <span className="flex flex-wrap items-center gap-2">
          <MissionStatusBadge status={mission.status} />
          <span>{MISSION_TYPE_LABELS[mission.type]}</span>
        </span>
      }
      actions={
        <>
          {nextMissionStatuses(mission.status).map((target) => {
            const action = STATUS_ACTIONS[target];
            if (!action) return null;
            const { label, icon: Icon, variant } = action;
            return (
              <Button
                key={target}
                variant={variant}
                icon={<Icon aria-hidden="true" />}
                isLoading={pendingStatus === target}
                disabled={pendingStatus !== null}
                onClick={() => on.onStatus(target)}
              >
                {label}
              </Button>
            );
          })}
          {!archived && (
            <>
              <Button variant="secondary" icon={<Pencil aria-hidden="true" />} onClick={on.onEdit}>
                {MSG.missionEdit}
              </Button>
              <Button
                variant="secondary"
                icon={<TriangleAlert aria-hidden="true" />}
                onClick={on.onReportIncident}
              >
                {MSG.incidentReport}
              </Button>
            </>
          )}
          <Button
            variant="secondary"
            icon={<FileDown aria-hidden="true" />}
            isLoading={isDownloading}
            onClick={on.onDownload}
          >
            {MSG.missionReportPdf}
          </Button>
          {canDelete && !archived && (
            <Button
              variant="danger"
              icon={<Trash2 aria-hidden="true" />}
              onClick={on.onDelete}
              // The server keeps a mission with attendances or incidents (history): say so instead of offering it.
              disabled={hasHistory}
              title={hasHistory ? MSG.missionDeleteHasHistory : undefined}
              aria-describedby={hasHistory ? 'mission-delete-refused' : undefined}
            >
              {MSG.missionDelete}
            </Button>
          )}
          {canDelete && !archived && hasHistory && (
            <p id="mission-delete-refused" className="w-full text-right text-xs text-slate-500">
              {MSG.missionDeleteHasHistory}
            </p>
          )}
        </>
      }
    />
  );
}
