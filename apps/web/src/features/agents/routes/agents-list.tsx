import * as MSG from '@secops/domain/messages';
import { Plus, Search, TriangleAlert, Users } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { Button, buttonClasses } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { controlClasses } from '../../../components/ui/field.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { LoadingState } from '../../../components/ui/spinner.tsx';
import { errorMessage } from '../../../lib/api-error.ts';
import { useAgents } from '../api/get-agents.ts';
import { AgentCard } from '../components/agent-card.tsx';
import { filterAgents } from '../utils/agent-display.ts';

const newAgentLink = (label: string) => (
  <Link to="/admin/agents/new" className={buttonClasses()}>
    <Plus aria-hidden="true" />
    {label}
  </Link>
);

/** /admin/agents: the agents as cards, searched by first name, last name or matricule. */
export function AgentsListRoute() {
  const agents = useAgents();
  const [search, setSearch] = useState('');
  const shown = useMemo(() => filterAgents(agents.data ?? [], search), [agents.data, search]);
  const searching = search.trim() !== '';

  return (
    <>
      <PageHeader title={MSG.titleAgents} actions={newAgentLink(MSG.agentNew)} />
      <div className="relative mb-6">
        <label htmlFor="agent-search" className="sr-only">
          {MSG.agentSearchLabel}
        </label>
        <Search
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-400"
        />
        <input
          id="agent-search"
          type="search"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          placeholder={MSG.agentSearchPlaceholder}
          className={`${controlClasses(false)} pl-9`}
        />
      </div>

      {agents.isPending ? (
        <LoadingState />
      ) : agents.isError ? (
        <Card>
          <EmptyState
            icon={TriangleAlert}
            title={MSG.agentsLoadError}
            description={errorMessage(agents.error, MSG.networkError)}
            action={<Button onClick={() => void agents.refetch()}>{MSG.uiRetry}</Button>}
          />
        </Card>
      ) : shown.length === 0 ? (
        <Card>
          {searching ? (
            <EmptyState icon={Search} title={MSG.agentNoneFound} description={MSG.agentNoneFoundHint} />
          ) : (
            <EmptyState icon={Users} title={MSG.agentAddFirst} action={newAgentLink(MSG.agentAddAction)} />
          )}
        </Card>
      ) : (
        <ul className="grid grid-cols-1 gap-4 md:grid-cols-2 xl:grid-cols-3">
          {shown.map((agent) => (
            <li key={agent.id}>
              <AgentCard agent={agent} />
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
