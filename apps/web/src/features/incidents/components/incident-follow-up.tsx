import { INCIDENT_STATUS_LABELS, nextIncidentStatuses, type IncidentStatus } from '@secops/domain/incidents';
import type { Incident } from '@secops/domain/incidents.schemas';
import * as MSG from '@secops/domain/messages';
import { ArrowRight } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { Textarea } from '../../../components/ui/textarea.tsx';
import { errorMessage } from '../../../lib/api-error.ts';
import { formatMessage } from '../../../lib/format-message.ts';
import { useStaffOptions } from '../api/get-staff-options.ts';
import { useUpdateIncident } from '../api/update-incident.ts';
import { IncidentStatusBadge } from './incident-badges.tsx';

const moveLabel = (status: IncidentStatus) =>
  formatMessage(MSG.incidentMoveTo, { status: INCIDENT_STATUS_LABELS[status] });

/**
 * Who is in charge (active staff, or nobody) and the next statuses. Résolu asks for the resolution first (the one
 * given before is offered again); the server's refusal is shown under it.
 */
export function IncidentFollowUp({ incident }: { incident: Incident }) {
  const staff = useStaffOptions();
  const [resolving, setResolving] = useState(false);
  const [resolution, setResolution] = useState(incident.resolution ?? '');
  const [resolutionError, setResolutionError] = useState<string | null>(null);
  const assign = useUpdateIncident({
    onSuccess: () => toast.success(MSG.incidentAssigneeUpdated),
    onError: (error) => toast.error(errorMessage(error, MSG.incidentStatusUpdateError)),
  });
  const move = useUpdateIncident({
    onSuccess: () => {
      toast.success(MSG.incidentStatusUpdated);
      setResolving(false);
    },
    onError: (error) => {
      const message = errorMessage(error, MSG.incidentStatusUpdateError);
      if (resolving) setResolutionError(message);
      else toast.error(message);
    },
  });
  const assignee = incident.assignee;
  const options = staff.data ?? [];
  const listed = assignee === null || options.some((option) => option.id === assignee.id);

  const resolve = (event: FormEvent) => {
    event.preventDefault();
    const text = resolution.trim();
    if (text === '' && !incident.resolution) {
      setResolutionError(MSG.incidentResolutionRequired);
      return;
    }
    setResolutionError(null);
    move.mutate({
      id: incident.id,
      status: 'RESOLVED',
      ...(text !== '' && text !== incident.resolution ? { resolution: text } : {}),
    });
  };

  return (
    <Card title={MSG.incidentDetailTitle}>
      <div className="space-y-5">
        <Select
          label={MSG.incidentAssignee}
          value={assignee?.id ?? ''}
          disabled={assign.isPending || staff.isPending}
          error={staff.isError ? errorMessage(staff.error, MSG.networkError) : undefined}
          onChange={(event) => assign.mutate({ id: incident.id, assigneeId: event.target.value || null })}
        >
          <option value="">{MSG.incidentUnassigned}</option>
          {!listed && <option value={assignee.id}>{assignee.name}</option>}
          {options.map((option) => (
            <option key={option.id} value={option.id}>
              {option.name}
            </option>
          ))}
        </Select>
        <div className="space-y-3">
          <p className="flex items-center gap-2 text-sm font-medium text-slate-700">
            {MSG.incidentFilterStatus}
            <IncidentStatusBadge status={incident.status} />
          </p>
          {!resolving && (
            <div className="flex flex-wrap gap-2">
              {nextIncidentStatuses(incident.status).map((status) => (
                <Button
                  key={status}
                  size="sm"
                  variant="secondary"
                  icon={<ArrowRight aria-hidden="true" />}
                  isLoading={move.isPending && move.variables.status === status}
                  disabled={move.isPending}
                  onClick={() =>
                    status === 'RESOLVED' ? setResolving(true) : move.mutate({ id: incident.id, status })
                  }
                >
                  {moveLabel(status)}
                </Button>
              ))}
            </div>
          )}
          {resolving && (
            <form noValidate onSubmit={resolve} aria-label={moveLabel('RESOLVED')} className="space-y-3">
              <Textarea
                label={MSG.incidentResolutionLabel}
                required
                rows={4}
                maxLength={5000}
                autoFocus
                value={resolution}
                error={resolutionError ?? undefined}
                onChange={(event) => setResolution(event.target.value)}
              />
              <div className="flex flex-wrap justify-end gap-2">
                <Button
                  variant="ghost"
                  onClick={() => {
                    setResolving(false);
                    setResolutionError(null);
                  }}
                >
                  {MSG.uiCancel}
                </Button>
                <Button type="submit" isLoading={move.isPending}>
                  {moveLabel('RESOLVED')}
                </Button>
              </div>
            </form>
          )}
        </div>
      </div>
    </Card>
  );
}
