import type { FastifyBaseLogger } from 'fastify';
import type { Alert } from '@secops/domain/alerts';
import { chatDisplayName, type ChatMessageEvent } from '@secops/domain/chat';
import type { PlanningChange } from '@secops/domain/planning-change';
import { SHIFT_ALERT_WINDOW_MS } from '@secops/domain/shift-alert';
import type { Sos } from '@secops/domain/sos';
import type { DbOrTx } from '../../db/client.ts';
import { mentionRecipients } from './push.policy.ts';
import { alertPayload, mentionPayload, planningPayload, shiftPayload, sosPayload } from './push.presenter.ts';
import { claimShiftAlerts, listStaffSubscriptions, listSubscriptionsOf } from './push.repository.ts';
import type { DeliveryReport, PushSender } from './push.sender.ts';

/** The shift job looks for shifts starting soon this often. */
export const SHIFT_ALERT_JOB_MS = 60_000;
/** A push service keeps an undelivered message this long (seconds): an SOS matters for an hour, a mention a day. */
const TTL = { sos: 3600, mention: 86_400, planning: 86_400 } as const;

/**
 * The pushes the app sends: an SOS to every staff subscription, a chat mention to the users it names, and the
 * 5-minute shift alert to the agent (a job, every minute). SOS and mentions go out in the background: the request
 * that caused them does not wait. close() stops the job and waits for the pushes under way.
 */
export function createPushNotifier(deps: { db: DbOrTx; log: FastifyBaseLogger; sender: PushSender }) {
  const { db, log, sender } = deps;
  const running = new Set<Promise<unknown>>();
  let timer: NodeJS.Timeout | undefined;

  const background = (what: string, work: () => Promise<DeliveryReport>) => {
    const task = work()
      .then((report) => log.debug({ ...report }, `${what} push sent`))
      .catch((err: unknown) => log.error({ err }, `${what} push failed`))
      .finally(() => running.delete(task));
    running.add(task);
  };

  const shiftAlerts = async (now: Date = new Date()): Promise<DeliveryReport> => {
    const claimed = await claimShiftAlerts(db, now, SHIFT_ALERT_WINDOW_MS);
    const userIds = claimed.flatMap((shift) => (shift.userId ? [shift.userId] : []));
    const subscriptions = await listSubscriptionsOf(db, [...new Set(userIds)]);
    const items = claimed.flatMap((shift) =>
      subscriptions
        .filter((s) => s.userId === shift.userId)
        .map((target) => ({ target, payload: shiftPayload(shift) })),
    );
    // Useless once the shift has started.
    const ttlSeconds = Math.round(SHIFT_ALERT_WINDOW_MS / 1000);
    return sender.deliver(items, { ttlSeconds, urgency: 'high' });
  };

  return {
    sosRaised(sos: Sos): void {
      background('SOS', async () => {
        const payload = sosPayload(sos);
        const targets = await listStaffSubscriptions(db);
        return sender.deliver(
          targets.map((target) => ({ target, payload })),
          { ttlSeconds: TTL.sos, urgency: 'high' },
        );
      });
    },

    /** A dispatch alert (no-show, serious incident): a push to every staff subscription. */
    alertRaised(alert: Alert): void {
      background('alert', async () => {
        const payload = alertPayload(alert);
        const targets = await listStaffSubscriptions(db);
        return sender.deliver(
          targets.map((target) => ({ target, payload })),
          { ttlSeconds: TTL.sos, urgency: 'high' },
        );
      });
    },

    /** A chat message: a push to each member its mentions name, except its sender. */
    chatMessage(event: ChatMessageEvent, members: readonly { userId: string }[]): void {
      if (!event.senderId || (Array.isArray(event.mentions) && event.mentions.length === 0)) return;
      const recipients = mentionRecipients(event.mentions, members, event.senderId);
      if (recipients.length === 0) return;
      const author = event.sender ? chatDisplayName(event.sender) : '';
      background('mention', async () => {
        const targets = await listSubscriptionsOf(db, recipients);
        const items = targets.map((target) => ({
          target,
          payload: mentionPayload({
            missionId: event.missionId,
            sender: author,
            content: event.content,
            recipientRole: target.role,
          }),
        }));
        return sender.deliver(items, { ttlSeconds: TTL.mention, urgency: 'normal' });
      });
    },

    /** A change to a guard's shift starting soon: a push to each of their subscriptions. */
    planningChanged(userId: string, change: PlanningChange): void {
      background('planning', async () => {
        const targets = await listSubscriptionsOf(db, [userId]);
        const payload = planningPayload(change);
        return sender.deliver(
          targets.map((target) => ({ target, payload })),
          { ttlSeconds: TTL.planning, urgency: 'normal' },
        );
      });
    },

    /** One run of the shift job: claims the shifts due and pushes their alerts (awaited by tests). */
    shiftAlerts,

    start(): void {
      timer ??= setInterval(() => {
        const task = shiftAlerts()
          .catch((err: unknown) => log.error({ err }, 'shift alert job failed'))
          .finally(() => running.delete(task));
        running.add(task);
      }, SHIFT_ALERT_JOB_MS).unref();
    },

    async close(): Promise<void> {
      clearInterval(timer);
      timer = undefined;
      await Promise.allSettled([...running]);
    },
  };
}
export type PushNotifier = ReturnType<typeof createPushNotifier>;
