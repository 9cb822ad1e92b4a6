import * as MSG from '@secops/domain/messages';
import { ArrowLeft } from 'lucide-react';
import { Link, useNavigate } from 'react-router';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { NewAgentForm } from '../components/new-agent-form.tsx';

/** /admin/agents/new "Nouvel Agent": on success the new agent's profile opens. */
export function AgentNewRoute() {
  const navigate = useNavigate();
  return (
    <>
      <Link
        to="/admin/agents"
        className="mb-3 inline-flex items-center gap-1.5 text-sm font-medium text-slate-600 hover:text-slate-900"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        {MSG.agentBackToList}
      </Link>
      <PageHeader title={MSG.titleNewAgent} />
      <div className="max-w-3xl">
        <NewAgentForm onCreated={(agent) => void navigate(`/admin/agents/${agent.id}`)} />
      </div>
    </>
  );
}
