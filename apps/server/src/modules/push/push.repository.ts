import { and, desc, eq, gt, inArray, lte, notInArray, sql } from 'drizzle-orm';
import { STAFF_ROLES } from '@secops/domain/roles';
import type { DbOrTx } from '../../db/client.ts';
import {
  agents,
  attendances,
  missions,
  pushShiftAlerts,
  pushSubscriptions,
  shifts,
  users,
} from '../../db/schema/index.ts';

export type NewSubscription = { userId: string; endpoint: string; p256dh: string; auth: string };

/** A user keeps at most this many subscriptions (browsers, devices): a new one replaces the oldest. */
export const SUBSCRIPTIONS_PER_USER = 10;

/**
 * Stores a subscription; an endpoint already known (the browser subscribed for another account) moves to this one
 * and counts as new. Past SUBSCRIPTIONS_PER_USER, the user's oldest are deleted. The user's row is locked so that
 * parallel subscriptions of one user are counted one after the other.
 */
export async function upsertSubscription(db: DbOrTx, values: NewSubscription): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, values.userId)).for('no key update');
    await tx
      .insert(pushSubscriptions)
      .values(values)
      .onConflictDoUpdate({
        target: pushSubscriptions.endpoint,
        set: {
          userId: values.userId,
          p256dh: values.p256dh,
          auth: values.auth,
          createdAt: sql`now()`,
          lastSuccessAt: null,
        },
      });
    const newest = tx
      .select({ id: pushSubscriptions.id })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, values.userId))
      .orderBy(desc(pushSubscriptions.createdAt), desc(pushSubscriptions.id))
      .limit(SUBSCRIPTIONS_PER_USER);
    await tx
      .delete(pushSubscriptions)
      .where(and(eq(pushSubscriptions.userId, values.userId), notInArray(pushSubscriptions.id, newest)));
  });
}

/** Deletes the user's own subscription of that endpoint; answers whether there was one. */
export async function deleteOwnSubscription(db: DbOrTx, userId: string, endpoint: string): Promise<boolean> {
  const gone = await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)))
    .returning({ id: pushSubscriptions.id });
  return gone.length > 0;
}

export async function deleteSubscriptions(db: DbOrTx, ids: string[]): Promise<void> {
  if (ids.length > 0) await db.delete(pushSubscriptions).where(inArray(pushSubscriptions.id, ids));
}

export async function markDelivered(db: DbOrTx, ids: string[], at: Date): Promise<void> {
  if (ids.length === 0) return;
  await db.update(pushSubscriptions).set({ lastSuccessAt: at }).where(inArray(pushSubscriptions.id, ids));
}

const subscriptionColumns = {
  id: pushSubscriptions.id,
  userId: pushSubscriptions.userId,
  role: users.role,
  endpoint: pushSubscriptions.endpoint,
  p256dh: pushSubscriptions.p256dh,
  auth: pushSubscriptions.auth,
};

const subscriptionsOfActiveUsers = (db: DbOrTx) =>
  db
    .select(subscriptionColumns)
    .from(pushSubscriptions)
    .innerJoin(users, and(eq(users.id, pushSubscriptions.userId), eq(users.isActive, true)));

export type SubscriptionRow = Awaited<ReturnType<typeof listStaffSubscriptions>>[number];

/** Every subscription of an active staff account (an SOS goes to all of them). */
export function listStaffSubscriptions(db: DbOrTx) {
  return subscriptionsOfActiveUsers(db).where(inArray(users.role, [...STAFF_ROLES]));
}

export function listSubscriptionsOf(db: DbOrTx, userIds: string[]) {
  if (userIds.length === 0) return Promise.resolve([]);
  return subscriptionsOfActiveUsers(db).where(inArray(pushSubscriptions.userId, userIds));
}

/**
 * Claims the shifts starting within `windowMs` of `now` whose alert has not gone out, and answers them with what
 * the alert says. Only shifts not clocked in yet, of agents with a subscription, are claimed. The insert is the
 * claim: a second run, here or in another process, finds the row and gets nothing (at most one alert per shift).
 */
export async function claimShiftAlerts(db: DbOrTx, now: Date, windowMs: number) {
  const due = db
    .select({ shiftId: shifts.id, sentAt: sql<Date>`now()`.as('sent_at') })
    .from(shifts)
    .innerJoin(agents, eq(agents.id, shifts.agentId))
    .where(
      and(
        gt(shifts.startAt, now),
        lte(shifts.startAt, new Date(now.getTime() + windowMs)),
        sql`not exists (select 1 from ${attendances} where ${attendances.shiftId} = ${shifts.id})`,
        sql`exists (select 1 from ${pushSubscriptions} where ${pushSubscriptions.userId} = ${agents.userId})`,
      ),
    );
  const claimed = await db
    .insert(pushShiftAlerts)
    .select(due)
    .onConflictDoNothing()
    .returning({ shiftId: pushShiftAlerts.shiftId });
  if (claimed.length === 0) return [];
  return db
    .select({
      shiftId: shifts.id,
      startAt: shifts.startAt,
      missionTitle: missions.title,
      address: missions.locationAddress,
      userId: agents.userId,
    })
    .from(shifts)
    .innerJoin(agents, eq(agents.id, shifts.agentId))
    .innerJoin(missions, eq(missions.id, shifts.missionId))
    .where(
      inArray(
        shifts.id,
        claimed.map((row) => row.shiftId),
      ),
    );
}
