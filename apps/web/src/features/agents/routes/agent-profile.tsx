import * as MSG from '@secops/domain/messages';
import { DELETE_ROLES } from '@secops/domain/role-access';
import { ArrowLeft, SearchX, TriangleAlert } from 'lucide-react';
import { useState, type ComponentType } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { LoadingState } from '../../../components/ui/spinner.tsx';
import { Switch } from '../../../components/ui/switch.tsx';
import { ApiError, errorMessage } from '../../../lib/api-error.ts';
import { useSessionUser } from '../../auth/index.ts';
import { useDeleteAgent, useSetAgentStatus } from '../api/agent-account.ts';
import { useAgent } from '../api/get-agent.ts';
import { UnavailabilityCard } from '../../unavailability/index.ts';
import { AgentDetailsCard } from '../components/agent-details-card.tsx';
import { AgentProfileHeader } from '../components/agent-profile-header.tsx';
import { CertificationsCard } from '../components/certifications-card.tsx';
import { EditAgentModal } from '../components/edit-agent-modal.tsx';

const LIST_PATH = '/admin/agents';
const backLink = (
  <Link
    to={LIST_PATH}
    className="mb-3 inline-flex items-center gap-1.5 text-sm font-medium text-slate-600 hover:text-slate-900"
  >
    <ArrowLeft aria-hidden="true" className="size-4" />
    {MSG.agentBackToList}
  </Link>
);

/**
 * /admin/agents/{id}: the agent's profile, status, details and certifications, with edit and delete. `trackers` is
 * the gps feature's list of the agent's tracker tokens, handed in by the route table.
 */
export function AgentProfileRoute({ trackers: Trackers }: { trackers?: ComponentType<{ agentId: string }> }) {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const user = useSessionUser();
  const agent = useAgent(id);
  const [dialog, setDialog] = useState<'edit' | 'delete' | null>(null);

  const status = useSetAgentStatus(id, {
    onSuccess: (account) => toast.success(account.isActive ? MSG.agentActivated : MSG.agentDeactivated),
    onError: (error) => toast.error(errorMessage(error, MSG.agentStatusError)),
  });
  const remove = useDeleteAgent(id, {
    onSuccess: () => {
      toast.success(MSG.agentRemoved);
      void navigate(LIST_PATH);
    },
    onError: (error) => {
      toast.error(errorMessage(error, MSG.agentDeleteError));
      setDialog(null);
    },
  });

  if (agent.isPending) return <LoadingState />;
  if (agent.isError) {
    const notFound = agent.error instanceof ApiError && [400, 404].includes(agent.error.status);
    return (
      <>
        {backLink}
        <Card>
          <EmptyState
            icon={notFound ? SearchX : TriangleAlert}
            title={notFound ? MSG.agentNotFound : MSG.agentLoadError}
            description={notFound ? undefined : errorMessage(agent.error, MSG.networkError)}
            action={!notFound && <Button onClick={() => void agent.refetch()}>{MSG.uiRetry}</Button>}
          />
        </Card>
      </>
    );
  }

  const data = agent.data;
  const account = data.user;
  const statusControl = account && (
    <Switch
      label={MSG.agentStatusSwitch}
      checked={status.isPending ? Boolean(status.variables?.isActive) : account.isActive}
      disabled={status.isPending}
      onCheckedChange={(isActive) => status.mutate({ userId: account.id, isActive })}
    />
  );

  return (
    <>
      {backLink}
      <AgentProfileHeader
        agent={data}
        statusControl={statusControl}
        canDelete={user !== null && DELETE_ROLES.includes(user.role) && account !== null}
        onEdit={() => setDialog('edit')}
        onDelete={() => setDialog('delete')}
      />
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
        <AgentDetailsCard agent={data} />
        <CertificationsCard agentId={data.id} certifications={data.certifications} editable={!data.deleted} />
        {Trackers && !data.deleted && <Trackers agentId={data.id} />}
        {!data.deleted && <UnavailabilityCard agentId={data.id} staff />}
      </div>
      {dialog === 'edit' && <EditAgentModal agent={data} onClose={() => setDialog(null)} />}
      <ConfirmDialog
        open={dialog === 'delete'}
        title={MSG.agentDeleteTitle}
        message={MSG.agentDeleteConfirm}
        confirmLabel={MSG.agentDelete}
        isPending={remove.isPending}
        onConfirm={() => account && remove.mutate(account.id)}
        onCancel={() => setDialog(null)}
      />
    </>
  );
}
