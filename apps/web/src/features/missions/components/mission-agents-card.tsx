import { ASSIGNMENT_ROLE_LABELS } from '@secops/domain/assignments';
import * as MSG from '@secops/domain/messages';
import type { Assignment } from '@secops/domain/missions.schemas';
import { specialtyLabel } from '@secops/domain/specialties';
import { UserMinus, UserPlus, Users } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { errorMessage } from '../../../lib/api-error.ts';
import { formatMessage } from '../../../lib/format-message.ts';
import { useUnassignAgent } from '../api/assignments.ts';
import { agentName } from './agent-picker.tsx';

type MissionAgentsCardProps = {
  missionId: string;
  assignments: Assignment[];
  /** Archived missions show their team but neither add nor remove controls. */
  archived: boolean;
  onAdd: () => void;
};

/**
 * The agents on the mission with their role; staff add and remove them while the mission is not archived. Removing
 * asks first: it also takes the agent's coming shifts and open tasks.
 */
export function MissionAgentsCard({ missionId, assignments, archived, onAdd }: MissionAgentsCardProps) {
  const [leaving, setLeaving] = useState<Assignment | null>(null);
  const unassign = useUnassignAgent(missionId, {
    onSuccess: () => toast.success(MSG.missionAgentRemoved),
    onError: (error) => toast.error(errorMessage(error, MSG.missionAgentRemoveError)),
    onSettled: () => setLeaving(null),
  });

  return (
    <Card
      title={MSG.missionAgents}
      actions={
        !archived && (
          <Button size="sm" variant="secondary" icon={<UserPlus aria-hidden="true" />} onClick={onAdd}>
            {MSG.missionAddAgent}
          </Button>
        )
      }
    >
      {assignments.length === 0 ? (
        <EmptyState icon={Users} title={MSG.missionNoAgents} className="py-6" />
      ) : (
        <ul className="-my-2 divide-y divide-slate-100">
          {assignments.map((assignment) => (
            <li key={assignment.id} className="flex flex-wrap items-center gap-3 py-3">
              <span
                aria-hidden="true"
                className="flex size-9 shrink-0 items-center justify-center rounded-full bg-blue-100 text-sm font-semibold text-blue-700"
              >
                {assignment.agent.firstName.charAt(0)}
                {assignment.agent.lastName.charAt(0)}
              </span>
              <div className="min-w-0 flex-1">
                <p className="text-sm font-medium text-slate-900">
                  {agentName(assignment.agent)}{' '}
                  <span className="font-normal text-slate-500">({assignment.agent.matricule})</span>
                </p>
                {assignment.agent.specialties.length > 0 && (
                  <p
                    className="truncate text-xs text-slate-500"
                    title={assignment.agent.specialties.map(specialtyLabel).join(' · ')}
                  >
                    {assignment.agent.specialties.map(specialtyLabel).join(' · ')}
                  </p>
                )}
              </div>
              <Badge tone={assignment.role === 'leader' ? 'purple' : 'neutral'}>
                {ASSIGNMENT_ROLE_LABELS[assignment.role]}
              </Badge>
              {!archived && (
                <Button
                  size="sm"
                  variant="ghost"
                  aria-label={formatMessage(MSG.missionRemoveAgent, { name: agentName(assignment.agent) })}
                  title={formatMessage(MSG.missionRemoveAgent, { name: agentName(assignment.agent) })}
                  icon={<UserMinus aria-hidden="true" />}
                  isLoading={unassign.isPending && unassign.variables === assignment.id}
                  disabled={unassign.isPending}
                  onClick={() => setLeaving(assignment)}
                  className="text-red-700 hover:bg-red-50"
                />
              )}
            </li>
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={leaving !== null}
        title={MSG.missionRemoveAgentTitle}
        message={
          leaving ? formatMessage(MSG.missionRemoveAgentConfirm, { name: agentName(leaving.agent) }) : ''
        }
        confirmLabel={MSG.missionRemoveAgentAction}
        isPending={unassign.isPending}
        onConfirm={() => leaving && unassign.mutate(leaving.id)}
        onCancel={() => setLeaving(null)}
      />
    </Card>
  );
}
