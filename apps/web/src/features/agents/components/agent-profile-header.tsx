import type { AgentDetail } from '@secops/domain/agents.schemas';
import { GRADE_LABELS } from '@secops/domain/grades';
import * as MSG from '@secops/domain/messages';
import { Pencil, Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { CallButtons } from '../../../components/call-buttons.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { agentName } from '../utils/agent-display.ts';
import { AgentAvatar } from './agent-avatar.tsx';
import { AgentStatusBadge } from './agent-status-badge.tsx';
import { PhotoUploadButton } from './photo-upload-button.tsx';

type AgentProfileHeaderProps = {
  agent: AgentDetail;
  /** The active switch, when the agent still has an account. */
  statusControl: ReactNode;
  canDelete: boolean;
  onEdit: () => void;
  onDelete: () => void;
};

/** Photo, name, matricule, grade, active status, calls, and the Modifier / Supprimer actions. */
export function AgentProfileHeader({
  agent,
  statusControl,
  canDelete,
  onEdit,
  onDelete,
}: AgentProfileHeaderProps) {
  const name = agentName(agent);
  return (
    <header className="mb-6 rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
      <title>{`${name} · ${MSG.titleAgents}`}</title>
      <div className="flex flex-col gap-5 sm:flex-row sm:items-start">
        <div className="flex flex-col items-center gap-3">
          <AgentAvatar agent={agent} size="lg" />
          {!agent.deleted && <PhotoUploadButton agentId={agent.id} />}
        </div>
        <div className="min-w-0 flex-1 space-y-3 text-center sm:text-left">
          <div className="flex flex-wrap items-center justify-center gap-2 sm:justify-start">
            <h1 className="text-2xl font-bold tracking-tight break-words text-slate-900">{name}</h1>
            {agent.deleted ? (
              <Badge tone="red">{MSG.agentDeletedLabel}</Badge>
            ) : (
              <AgentStatusBadge active={agent.isActive} />
            )}
          </div>
          <dl className="flex flex-wrap justify-center gap-x-6 gap-y-1 text-sm text-slate-600 sm:justify-start">
            <div className="flex gap-1.5">
              <dt className="font-medium text-slate-500">{MSG.agentFieldMatricule}</dt>
              <dd className="text-slate-900">{agent.matricule}</dd>
            </div>
            <div className="flex gap-1.5">
              <dt className="font-medium text-slate-500">{MSG.agentFieldGrade}</dt>
              <dd className="text-slate-900">{agent.grade ? GRADE_LABELS[agent.grade] : MSG.uiNone}</dd>
            </div>
          </dl>
          {statusControl}
          {agent.userId && !agent.deleted && (
            <CallButtons
              peer={{ userId: agent.userId, name, photo: agent.photo }}
              size="md"
              className="justify-center sm:justify-start"
            />
          )}
        </div>
        {!agent.deleted && (
          <div className="flex flex-wrap justify-center gap-2 sm:justify-end">
            <Button variant="secondary" onClick={onEdit} icon={<Pencil aria-hidden="true" />}>
              {MSG.agentEdit}
            </Button>
            {canDelete && (
              <Button variant="danger" onClick={onDelete} icon={<Trash2 aria-hidden="true" />}>
                {MSG.agentDelete}
              </Button>
            )}
          </div>
        )}
      </div>
    </header>
  );
}
