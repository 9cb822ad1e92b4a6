import type { FastifyBaseLogger } from 'fastify';
import { PUSHED_ALERT_TYPES, type Alert } from '@secops/domain/alerts';
import { changeFeedOf } from '../../db/change-feed.ts';
import type { Db } from '../../db/client.ts';
import type { RealtimeEmitter } from '../../realtime/emitter.ts';
import { claimPush } from './alerts.repository.ts';
import { getAlert } from './alerts.service.ts';

/**
 * Tells staff of each alert raised or changed, whoever did it (the rule job, an incident, an SOS, a dispatcher): the
 * table's trigger notifies every process at commit; each tells its own staff sockets, and the first to claim an
 * alert's push sends it (NO_SHOW and INCIDENT_HIGH; an SOS has its own push).
 */
export async function startAlertsLive(
  db: Db,
  emitter: RealtimeEmitter,
  push: { alertRaised(alert: Alert): void } | undefined,
  log: FastifyBaseLogger,
): Promise<void> {
  const feed = changeFeedOf(db);
  if (!feed) return;
  await feed.listen('dispatch_alert', (payload) => {
    const [event, type = '', id = ''] = payload.split(' ');
    const pushed =
      event === 'raised' && push !== undefined && (PUSHED_ALERT_TYPES as readonly string[]).includes(type);
    if (!emitter.attached && !pushed) return;
    void (async () => {
      const alert = await getAlert(db, id);
      if (emitter.attached) emitter.alertLocal(event === 'raised' ? 'alert:raised' : 'alert:updated', alert);
      if (event === 'raised' && push && (await claimPush(db, id, PUSHED_ALERT_TYPES)))
        push.alertRaised(alert);
    })().catch((err: unknown) => log.warn({ err, id }, 'alert not sent live'));
  });
}
