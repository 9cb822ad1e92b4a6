import * as MSG from '@secops/domain/messages';
import { ArrowLeft, SearchX, TriangleAlert } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { LoadingState } from '../../../components/ui/spinner.tsx';
import { ApiError, errorMessage } from '../../../lib/api-error.ts';
import { useClient } from '../api/get-client.ts';
import { ActivityReportCard } from '../components/activity-report-card.tsx';
import { ClientAccessCard } from '../components/client-access-card.tsx';
import { ClientDetailsCard } from '../components/client-details-card.tsx';

const backLink = (
  <Link
    to="/admin/clients"
    className="mb-3 inline-flex items-center gap-1.5 text-sm font-medium text-slate-600 hover:text-slate-900"
  >
    <ArrowLeft aria-hidden="true" className="size-4" />
    {MSG.clientBackToList}
  </Link>
);

/** /admin/clients/{id}: the client's details, its portal accounts ("Accès client") and its activity report. */
export function ClientDetailRoute() {
  const { id = '' } = useParams();
  const client = useClient(id);

  if (client.isPending) return <LoadingState />;
  if (client.isError) {
    const notFound = client.error instanceof ApiError && client.error.status === 404;
    return (
      <>
        {backLink}
        <Card>
          <EmptyState
            icon={notFound ? SearchX : TriangleAlert}
            title={notFound ? MSG.clientNotFound : MSG.clientLoadError}
            description={notFound ? undefined : errorMessage(client.error, MSG.networkError)}
            action={!notFound && <Button onClick={() => void client.refetch()}>{MSG.uiRetry}</Button>}
          />
        </Card>
      </>
    );
  }

  return (
    <>
      {backLink}
      <PageHeader title={client.data.name} />
      <div className="grid items-start gap-6 lg:grid-cols-3">
        <ClientDetailsCard client={client.data} />
        <ClientAccessCard clientId={client.data.id} className="lg:col-span-2" />
        <ActivityReportCard clientId={client.data.id} className="lg:col-span-3" />
      </div>
    </>
  );
}
