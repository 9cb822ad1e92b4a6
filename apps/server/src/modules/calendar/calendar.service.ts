import {
  CALENDAR_FUTURE_DAYS,
  CALENDAR_PAST_DAYS,
  calendarFeedPath,
  type CalendarLink,
  type CalendarTokenStatus,
} from '@secops/domain/calendar';
import * as MSG from '@secops/domain/messages';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../lib/errors.ts';
import type { AuthUser } from '../auth/auth.guard.ts';
import { feedOf } from './calendar-feed.ts';
import { hashCalendarToken, isCalendarTokenShape, newCalendarToken } from './calendar-token.ts';
import {
  agentShiftsBetween,
  deleteToken,
  findOwnerByHash,
  findTokenOf,
  replaceToken,
} from './calendar.repository.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Makes the signed-in user's feed link, replacing the one they had (whose URL stops working at once). The URL
 * stands on the configured public address, never on the request's Host header, which a client chooses.
 */
export async function createCalendarLink(db: Db, user: AuthUser, publicUrl: string): Promise<CalendarLink> {
  const { token, hash } = newCalendarToken();
  await replaceToken(db, user.id, hash);
  return { url: new URL(calendarFeedPath(token), publicUrl).href };
}

export async function calendarTokenStatus(db: Db, user: AuthUser): Promise<CalendarTokenStatus> {
  const row = await findTokenOf(db, user.id);
  return { active: row !== undefined, createdAt: row?.createdAt.toISOString() ?? null };
}

/** Revokes the user's link; without one, nothing changes (the same 204). */
export const revokeCalendarLink = (db: Db, user: AuthUser): Promise<void> => deleteToken(db, user.id);

/**
 * The feed of a token: its user's agent's shifts from CALENDAR_PAST_DAYS back to CALENDAR_FUTURE_DAYS ahead (a
 * user without an agent gets an empty calendar). An unknown, revoked or malformed token, or a deactivated account,
 * all answer the same 404.
 */
export async function calendarFeed(
  db: Db,
  token: string,
  publicUrl: string,
  now = new Date(),
): Promise<string> {
  const owner = isCalendarTokenShape(token) ? await findOwnerByHash(db, hashCalendarToken(token)) : undefined;
  if (!owner) throw notFound(MSG.calendarNotFound);
  const from = new Date(now.getTime() - CALENDAR_PAST_DAYS * DAY_MS);
  const to = new Date(now.getTime() + CALENDAR_FUTURE_DAYS * DAY_MS);
  const shifts = owner.agentId ? await agentShiftsBetween(db, owner.agentId, from, to) : [];
  return feedOf(shifts, new URL(publicUrl).hostname, now);
}
