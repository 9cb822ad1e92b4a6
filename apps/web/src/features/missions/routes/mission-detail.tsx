import * as MSG from '@secops/domain/messages';
import type { MissionStatus } from '@secops/domain/missions';
import { DELETE_ROLES } from '@secops/domain/role-access';
import { ArrowLeft, Lock, SearchX, TriangleAlert } from 'lucide-react';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { toast } from 'sonner';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { LoadingState } from '../../../components/ui/spinner.tsx';
import { ApiError, errorMessage } from '../../../lib/api-error.ts';
import { useSessionUser } from '../../auth/index.ts';
import { useDeleteMission } from '../api/delete-mission.ts';
import { useDownloadMissionReport } from '../api/download-mission-report.ts';
import { useMission } from '../api/get-mission.ts';
import { useChangeMissionStatus } from '../api/update-mission.ts';
import { AssignAgentModal } from '../components/assign-agent-modal.tsx';
import { EditMissionModal } from '../components/edit-mission-modal.tsx';
import { IncidentReportModal } from '../components/incident-report-modal.tsx';
import { MissionAgentsCard } from '../components/mission-agents-card.tsx';
import { MissionClientVisibilityCard } from '../components/mission-client-visibility-card.tsx';
import { MissionDetailsCard } from '../components/mission-details-card.tsx';
import { MissionHeader } from '../components/mission-header.tsx';
import { CHAT_PANEL_CLASS, PanelSlot, type MissionPanels } from '../components/mission-panels.tsx';
import { MissionStatsCard } from '../components/mission-stats-card.tsx';

type Dialog = 'edit' | 'incident' | 'assign' | 'archive' | 'complete' | 'delete' | null;

const LIST_PATH = '/admin/missions';
const backLink = (
  <Link
    to={LIST_PATH}
    className="mb-3 inline-flex items-center gap-1.5 text-sm font-medium text-slate-600 hover:text-slate-900"
  >
    <ArrowLeft aria-hidden="true" className="size-4" />
    {MSG.missionBackToList}
  </Link>
);

/** /admin/missions/{id}: the mission, its actions, agents, figures and the panels other screens provide. */
export function MissionDetailRoute({ panels = {} }: { panels?: MissionPanels }) {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const user = useSessionUser();
  const mission = useMission(id);
  const [dialog, setDialog] = useState<Dialog>(null);
  const close = () => setDialog(null);

  const status = useChangeMissionStatus(id, {
    onSuccess: () => toast.success(MSG.missionStatusUpdated),
    onError: (error) => toast.error(errorMessage(error, MSG.missionStatusUpdateError)),
    onSettled: close,
  });
  const remove = useDeleteMission({
    onSuccess: () => {
      toast.success(MSG.missionDeleted);
      void navigate(LIST_PATH);
    },
    onError: (error) => {
      toast.error(errorMessage(error, MSG.missionDeleteError));
      close();
    },
  });
  const pdf = useDownloadMissionReport({
    onError: (error) => toast.error(errorMessage(error, MSG.missionReportError)),
  });

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
            description={notFound ? undefined : errorMessage(mission.error, MSG.networkError)}
            action={!notFound && <Button onClick={() => void mission.refetch()}>{MSG.uiRetry}</Button>}
          />
        </Card>
      </>
    );
  }

  const data = mission.data;
  const archived = data.status === 'ARCHIVED';
  // Archiving and ending a mission are asked first; activating it is not.
  const changeStatus = (target: MissionStatus) =>
    target === 'ARCHIVED'
      ? setDialog('archive')
      : target === 'COMPLETED'
        ? setDialog('complete')
        : status.mutate(target);
  const panelProps = { missionId: data.id, archived };

  return (
    <>
      {backLink}
      <MissionHeader
        mission={data}
        canDelete={user !== null && DELETE_ROLES.includes(user.role)}
        pendingStatus={status.isPending ? (status.variables ?? null) : null}
        isDownloading={pdf.isPending}
        onStatus={changeStatus}
        onEdit={() => setDialog('edit')}
        onReportIncident={() => setDialog('incident')}
        onDelete={() => setDialog('delete')}
        onDownload={() => pdf.mutate(data.id)}
      />
      {archived && (
        <p className="mb-6 flex items-center gap-2 rounded-lg border border-purple-200 bg-purple-50 px-4 py-3 text-sm text-purple-800">
          <Lock aria-hidden="true" className="size-4 shrink-0" />
          {MSG.missionArchivedNotice}
        </p>
      )}
      <div className="grid gap-6 lg:grid-cols-3">
        <div className="space-y-6 lg:col-span-2">
          <MissionDetailsCard mission={data} />
          <PanelSlot label={MSG.missionPanelPerimeter} panel={panels.perimeter} {...panelProps} />
          <MissionAgentsCard
            missionId={data.id}
            assignments={data.assignments}
            archived={archived}
            onAdd={() => setDialog('assign')}
          />
          <PanelSlot label={MSG.missionPanelChecklist} panel={panels.checklist} {...panelProps} />
          <PanelSlot label={MSG.missionPanelShifts} panel={panels.shifts} {...panelProps} />
          <PanelSlot label={MSG.missionPanelDocuments} panel={panels.documents} {...panelProps} />
          <PanelSlot label={MSG.logbookTitle} panel={panels.logbook} {...panelProps} />
          <PanelSlot label={MSG.staffRoundsTitle} panel={panels.rounds} {...panelProps} />
        </div>
        <div className="space-y-6">
          <MissionStatsCard counts={data._count} />
          <MissionClientVisibilityCard
            missionId={data.id}
            hasClient={data.client !== null}
            archived={archived}
          />
          <PanelSlot
            label={MSG.missionPanelChat}
            panel={panels.chat}
            className={CHAT_PANEL_CLASS}
            {...panelProps}
          />
        </div>
      </div>

      {dialog === 'edit' && <EditMissionModal mission={data} onClose={close} />}
      {dialog === 'incident' && <IncidentReportModal missionId={data.id} onClose={close} />}
      <AssignAgentModal
        missionId={data.id}
        assignedAgentIds={data.assignments.map((assignment) => assignment.agentId)}
        open={dialog === 'assign'}
        onClose={close}
      />
      <ConfirmDialog
        open={dialog === 'archive'}
        title={MSG.missionArchive}
        message={MSG.missionArchiveConfirm}
        confirmLabel={MSG.missionArchive}
        isPending={status.isPending}
        onConfirm={() => status.mutate('ARCHIVED')}
        onCancel={close}
      />
      <ConfirmDialog
        open={dialog === 'complete'}
        title={MSG.missionCompleteTitle}
        message={MSG.missionCompleteConfirm}
        confirmLabel={MSG.missionComplete}
        tone="primary"
        isPending={status.isPending}
        onConfirm={() => status.mutate('COMPLETED')}
        onCancel={close}
      />
      <ConfirmDialog
        open={dialog === 'delete'}
        title={MSG.missionDeleteTitle}
        message={MSG.missionDeleteConfirm}
        confirmLabel={MSG.missionDelete}
        isPending={remove.isPending}
        onConfirm={() => remove.mutate(data.id)}
        onCancel={close}
      />
    </>
  );
}
