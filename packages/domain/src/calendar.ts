import { z } from 'zod';
import type { MissionType } from './missions.ts';

/** The feed holds the shifts that end at most this many days ago… */
export const CALENDAR_PAST_DAYS = 30;
/** …and start at most this many days ahead. */
export const CALENDAR_FUTURE_DAYS = 90;

/**
 * Close protection and escort: calendar services (Google, Apple) fetch the feed from their own servers, so these
 * missions leave it as 'Mission', with no title, place, zone or notes.
 */
export const CALENDAR_PRIVATE_MISSION_TYPES: readonly MissionType[] = ['VIP_PROTECTION', 'ESCORT'];

export const calendarShowsDetails = (type: MissionType): boolean =>
  !CALENDAR_PRIVATE_MISSION_TYPES.includes(type);

/** The feed's path: the token is the only credential, so it stands in the URL. */
export const calendarFeedPath = (token: string): string => `/api/calendar/${token}.ics`;

/** The same feed as a webcal: link, which phones open in their calendar app to subscribe. */
export const webcalUrl = (url: string): string => url.replace(/^https?:/, 'webcal:');

/** The answer to making a link: the feed's absolute URL, shown this once (only the token's hash is kept). */
export const CalendarLinkSchema = z.object({ url: z.url() });
export type CalendarLink = z.infer<typeof CalendarLinkSchema>;

/** Whether the signed-in user has an active link, and since when (the URL itself cannot be shown again). */
export const CalendarTokenStatusSchema = z.object({
  active: z.boolean(),
  createdAt: z.iso.datetime().nullable(),
});
export type CalendarTokenStatus = z.infer<typeof CalendarTokenStatusSchema>;
