import * as MSG from '@secops/domain/messages';
import { Building2, Plus, Search, TriangleAlert } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button, buttonClasses } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { controlClasses } from '../../../components/ui/field.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { LoadingState } from '../../../components/ui/spinner.tsx';
import { errorMessage } from '../../../lib/api-error.ts';
import { useClients } from '../api/get-clients.ts';
import { ClientCard } from '../components/client-card.tsx';
import { useDebouncedValue } from '../hooks/use-debounced-value.ts';

const newClientLink = (label: string) => (
  <Link to="/admin/clients/new" className={buttonClasses()}>
    <Plus aria-hidden="true" />
    {label}
  </Link>
);

/** /admin/clients: the clients as cards, searched by name, contact or e-mail. */
export function ClientsListRoute() {
  const [search, setSearch] = useState('');
  const clients = useClients(useDebouncedValue(search));

  return (
    <>
      <PageHeader title={MSG.titleClients} actions={newClientLink(MSG.clientNew)} />
      <div className="relative mb-6">
        <label htmlFor="client-search" className="sr-only">
          {MSG.clientSearchLabel}
        </label>
        <Search
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-400"
        />
        <input
          id="client-search"
          type="search"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          placeholder={MSG.clientSearchPlaceholder}
          className={`${controlClasses(false)} pl-9`}
        />
      </div>

      {clients.isPending ? (
        <LoadingState />
      ) : clients.isError ? (
        <Card>
          <EmptyState
            icon={TriangleAlert}
            title={MSG.clientsLoadError}
            description={errorMessage(clients.error, MSG.networkError)}
            action={<Button onClick={() => void clients.refetch()}>{MSG.uiRetry}</Button>}
          />
        </Card>
      ) : clients.data.length === 0 ? (
        <Card>
          <EmptyState
            icon={Building2}
            title={MSG.clientNoneFound}
            description={search.trim() ? undefined : MSG.clientAddFirst}
            action={!search.trim() && newClientLink(MSG.clientNew)}
          />
        </Card>
      ) : (
        <ul aria-busy={clients.isPlaceholderData} className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
          {clients.data.map((client) => (
            <li key={client.id}>
              <ClientCard client={client} />
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
