import { ALERT_STATUS_LABELS, ALERT_TYPE_LABELS, type Alert } from '@secops/domain/alerts';
import * as MSG from '@secops/domain/messages';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button, buttonClasses } from '../../../components/ui/button.tsx';
import { errorMessage } from '../../../lib/api-error.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { useAcknowledgeAlert } from '../api/update-alert.ts';
import { formatAlertSince } from '../utils/alert-duration.ts';
import { ALERT_STATUS_TONES, alertTypeTone } from '../utils/alert-tone.ts';

const link = 'font-medium text-blue-700 hover:underline';

/** What staff can do: take or resolve it; an SOS alert follows its SOS, handled from the live map's SOS panel. */
function AlertActions({ alert, onResolve }: { alert: Alert; onResolve: (alert: Alert) => void }) {
  const acknowledge = useAcknowledgeAlert();
  if (alert.status === 'RESOLVED') return null;
  if (alert.type === 'SOS')
    return (
      <Link to="/admin/gps" className={buttonClasses({ variant: 'secondary', size: 'sm' })}>
        {MSG.sosShowOnMap}
      </Link>
    );
  const take = () =>
    acknowledge.mutate(alert.id, {
      onSuccess: () => toast.success(MSG.alertAcknowledged),
      onError: (error) => toast.error(errorMessage(error, MSG.alertError)),
    });
  return (
    <>
      {alert.status === 'OPEN' && (
        <Button size="sm" variant="secondary" isLoading={acknowledge.isPending} onClick={take}>
          {MSG.alertAcknowledge}
        </Button>
      )}
      <Button size="sm" onClick={() => onResolve(alert)}>
        {MSG.alertResolve}
      </Button>
    </>
  );
}

/** One alert: its type, status and age, why it was raised, the agent and mission, who took it, how it ended. */
export function AlertItem({
  alert,
  now,
  onResolve,
}: {
  alert: Alert;
  now: Date;
  onResolve: (alert: Alert) => void;
}) {
  return (
    <article
      aria-label={`${ALERT_TYPE_LABELS[alert.type]} : ${alert.cause}`}
      className="flex flex-col gap-3 py-4 sm:flex-row sm:items-start"
    >
      <div className="min-w-0 flex-1 space-y-1">
        <p className="flex flex-wrap items-center gap-2">
          <Badge tone={alertTypeTone(alert.type)}>{ALERT_TYPE_LABELS[alert.type]}</Badge>
          <Badge tone={ALERT_STATUS_TONES[alert.status]}>{ALERT_STATUS_LABELS[alert.status]}</Badge>
          <time
            dateTime={alert.raisedAt}
            title={formatDateTime(alert.raisedAt)}
            className="text-sm text-slate-600"
          >
            {alert.status === 'RESOLVED'
              ? formatDateTime(alert.raisedAt)
              : formatAlertSince(alert.raisedAt, now)}
          </time>
        </p>
        <p className="font-medium break-words whitespace-pre-line text-slate-900">{alert.cause}</p>
        <p className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-600">
          {alert.agent && (
            <Link to={`/admin/agents/${alert.agent.id}`} className={link}>
              {alert.agent.name}
            </Link>
          )}
          {alert.mission && (
            <Link to={`/admin/missions/${alert.mission.id}`} className={link}>
              {alert.mission.title}
            </Link>
          )}
          {alert.type === 'INCIDENT_HIGH' && alert.incidentId && (
            <Link to="/admin/incidents" className={link}>
              {MSG.navIncidents}
            </Link>
          )}
        </p>
        {alert.acknowledgedBy && alert.acknowledgedAt && (
          <p className="text-sm text-slate-600">
            {ALERT_STATUS_LABELS.ACKNOWLEDGED} · {alert.acknowledgedBy.name} ·{' '}
            {formatDateTime(alert.acknowledgedAt)}
          </p>
        )}
        {alert.status === 'RESOLVED' && alert.resolvedAt && (
          <p className="text-sm text-slate-600">
            {ALERT_STATUS_LABELS.RESOLVED} · {formatDateTime(alert.resolvedAt)}
            {alert.resolution && <> · {alert.resolution}</>}
          </p>
        )}
      </div>
      <div className="flex shrink-0 flex-wrap gap-2">
        <AlertActions alert={alert} onResolve={onResolve} />
      </div>
    </article>
  );
}
