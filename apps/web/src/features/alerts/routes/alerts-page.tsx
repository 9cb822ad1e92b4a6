import type { Alert } from '@secops/domain/alerts';
import * as MSG from '@secops/domain/messages';
import { BellOff, TriangleAlert } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { LoadingState } from '../../../components/ui/spinner.tsx';
import { errorMessage } from '../../../lib/api-error.ts';
import { useNow } from '../../../lib/use-now.ts';
import { useAlerts, type AlertFilters } from '../api/get-alerts.ts';
import { AlertFiltersBar } from '../components/alert-filters.tsx';
import { AlertItem } from '../components/alert-item.tsx';
import { AlertResolveModal } from '../components/alert-resolve-modal.tsx';
import { ALERT_CLOCK_MS } from '../utils/alert-duration.ts';

/**
 * /admin/alertes: the dispatch alerts, open first, each taken or resolved here; the shell keeps the lists live from
 * the socket.
 */
export function AlertsRoute() {
  const [filters, setFilters] = useState<AlertFilters>({});
  const [resolving, setResolving] = useState<Alert | null>(null);
  const alerts = useAlerts(filters);
  const now = useNow(ALERT_CLOCK_MS);
  return (
    <>
      <PageHeader title={MSG.alertsTitle} />
      <AlertFiltersBar value={filters} onChange={setFilters} />
      <Card>
        {alerts.isPending ? (
          <LoadingState />
        ) : alerts.isError ? (
          <EmptyState
            icon={TriangleAlert}
            title={MSG.alertsLoadError}
            description={errorMessage(alerts.error, MSG.networkError)}
            action={<Button onClick={() => void alerts.refetch()}>{MSG.uiRetry}</Button>}
          />
        ) : alerts.data.length === 0 ? (
          <EmptyState icon={BellOff} title={MSG.alertsEmpty} />
        ) : (
          <ul aria-label={MSG.alertsTitle} className="-my-4 divide-y divide-slate-100">
            {alerts.data.map((alert) => (
              <li key={alert.id}>
                <AlertItem alert={alert} now={now} onResolve={setResolving} />
              </li>
            ))}
          </ul>
        )}
      </Card>
      {resolving && <AlertResolveModal alert={resolving} onClose={() => setResolving(null)} />}
    </>
  );
}
