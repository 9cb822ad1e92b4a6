import type { Incident } from '@secops/domain/incidents.schemas';
import * as MSG from '@secops/domain/messages';
import { DELETE_ROLES } from '@secops/domain/role-access';
import { Plus, ShieldCheck, TriangleAlert } from 'lucide-react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { Button, buttonClasses } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { LoadingState } from '../../../components/ui/spinner.tsx';
import { errorMessage } from '../../../lib/api-error.ts';
import { useSessionUser } from '../../auth/index.ts';
import { useDeleteIncident } from '../api/delete-incident.ts';
import { NO_INCIDENT_FILTERS, useIncidents, type IncidentFilters } from '../api/get-incidents.ts';
import { IncidentFilters as FilterBar } from '../components/incident-filters.tsx';
import { useUpdateIncident } from '../api/update-incident.ts';
import { IncidentCard, type IncidentStatusChange } from '../components/incident-card.tsx';
import { useLiveIncidents } from '../hooks/use-live-incidents.ts';

/**
 * /admin/incidents: every incident, newest first and kept current live, with its next statuses and (for admins)
 * deletion. Résolu needs a resolution: an incident without one opens its follow-up to write it.
 */
export function IncidentsListRoute() {
  useLiveIncidents();
  const navigate = useNavigate();
  const user = useSessionUser();
  const canDelete = user !== null && DELETE_ROLES.includes(user.role);
  const [filters, setFilters] = useState<IncidentFilters>(NO_INCIDENT_FILTERS);
  const incidents = useIncidents(filters);
  const filtered = Object.values(filters).some((v) => v !== '');
  const [toDelete, setToDelete] = useState<Incident | null>(null);

  const move = useUpdateIncident({
    onSuccess: () => toast.success(MSG.incidentStatusUpdated),
    onError: (error) => toast.error(errorMessage(error, MSG.incidentStatusUpdateError)),
  });
  const remove = useDeleteIncident({
    onSuccess: () => toast.success(MSG.incidentDeleted),
    onError: (error) => toast.error(errorMessage(error, MSG.incidentDeleteError)),
    onSettled: () => setToDelete(null),
  });
  const list = incidents.data?.pages.flat() ?? [];

  return (
    <>
      <PageHeader
        title={MSG.titleIncidents}
        actions={
          <Link to="/admin/incidents/new" className={buttonClasses({ variant: 'danger' })}>
            <Plus aria-hidden="true" />
            {MSG.incidentReport}
          </Link>
        }
      />
      <FilterBar value={filters} onChange={setFilters} />
      {incidents.isPending ? (
        <LoadingState />
      ) : incidents.isError ? (
        <Card>
          <EmptyState
            icon={TriangleAlert}
            title={MSG.incidentsLoadError}
            description={errorMessage(incidents.error, MSG.networkError)}
            action={<Button onClick={() => void incidents.refetch()}>{MSG.uiRetry}</Button>}
          />
        </Card>
      ) : list.length === 0 ? (
        <Card>
          <EmptyState icon={ShieldCheck} title={filtered ? MSG.incidentNoneFiltered : MSG.incidentNoneYet} />
        </Card>
      ) : (
        <>
          <ul className="space-y-4">
            {list.map((incident) => (
              <li key={incident.id}>
                <IncidentCard
                  incident={incident}
                  canDelete={canDelete}
                  pendingStatus={
                    move.isPending && move.variables.id === incident.id
                      ? (move.variables.status ?? null)
                      : null
                  }
                  onStatus={(change: IncidentStatusChange) =>
                    change.status === 'RESOLVED' && !incident.resolution
                      ? void navigate(`/admin/incidents/${incident.id}`)
                      : move.mutate(change)
                  }
                  onDelete={setToDelete}
                />
              </li>
            ))}
          </ul>
          {incidents.hasNextPage && (
            <div className="mt-6 flex justify-center">
              <Button
                variant="secondary"
                isLoading={incidents.isFetchingNextPage}
                onClick={() => void incidents.fetchNextPage()}
              >
                {MSG.uiLoadMore}
              </Button>
            </div>
          )}
        </>
      )}
      <ConfirmDialog
        open={toDelete !== null}
        title={MSG.incidentDeleteTitle}
        message={MSG.incidentDeleteConfirm}
        confirmLabel={MSG.incidentDelete}
        isPending={remove.isPending}
        onConfirm={() => toDelete && remove.mutate(toDelete.id)}
        onCancel={() => setToDelete(null)}
      />
    </>
  );
}
