import { ALERT_TYPE_LABELS } from '@secops/domain/alerts';
import * as MSG from '@secops/domain/messages';
import { ChevronRight } from 'lucide-react';
import { Link } from 'react-router';
import { Badge } from '../../../components/ui/badge.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { LoadingState } from '../../../components/ui/spinner.tsx';
import { useNow } from '../../../lib/use-now.ts';
import { useOpenAlerts } from '../api/get-alerts.ts';
import { ALERT_CLOCK_MS, formatAlertSince } from '../utils/alert-duration.ts';
import { alertTypeTone } from '../utils/alert-tone.ts';

const FEED_SIZE = 5;

/** The dashboard's "Alertes en direct": the newest open alerts (five at most), each leading to the Alertes page. */
export function AlertsLiveFeed() {
  const alerts = useOpenAlerts();
  const now = useNow(ALERT_CLOCK_MS);
  const latest = alerts.data?.slice(0, FEED_SIZE) ?? [];
  return (
    <Card
      aria-label={MSG.alertsLiveFeed}
      title={
        <Link to="/admin/alertes" className="hover:underline">
          {MSG.alertsLiveFeed}
        </Link>
      }
    >
      {alerts.isPending ? (
        <LoadingState className="py-6" />
      ) : alerts.isError ? (
        <EmptyState title={MSG.alertsLoadError} className="py-8" />
      ) : latest.length === 0 ? (
        <EmptyState title={MSG.alertsEmpty} className="py-8" />
      ) : (
        <ul aria-live="polite" className="-my-2 divide-y divide-slate-100">
          {latest.map((alert) => (
            <li key={alert.id} className="relative -mx-2 rounded-lg px-2 py-3 hover:bg-slate-50">
              <span className="flex flex-wrap items-center gap-2">
                <Badge tone={alertTypeTone(alert.type)}>{ALERT_TYPE_LABELS[alert.type]}</Badge>
                <span className="text-sm text-slate-600">{formatAlertSince(alert.raisedAt, now)}</span>
              </span>
              {/* The cause alone names the link; the whole row is its target. */}
              <Link
                to="/admin/alertes"
                className="mt-1 flex items-center gap-3 font-medium text-slate-900 after:absolute after:inset-0"
              >
                <span className="line-clamp-3 min-w-0 flex-1 break-words">{alert.cause}</span>
                <ChevronRight aria-hidden="true" className="size-5 shrink-0 text-slate-400" />
              </Link>
              {(alert.agent || alert.mission) && (
                <span className="block text-sm text-slate-600">
                  {[alert.agent?.name, alert.mission?.title].filter(Boolean).join(' · ')}
                </span>
              )}
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
