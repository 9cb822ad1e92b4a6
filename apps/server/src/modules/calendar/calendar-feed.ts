import { calendarShowsDetails } from '@secops/domain/calendar';
import { APP_TITLE } from '@secops/domain/constants';
import { formatMessage } from '@secops/domain/format-message';
import * as MSG from '@secops/domain/messages';
import type { MissionType } from '@secops/domain/missions';
import { serializeCalendar, type IcsEvent } from './ics.ts';

export type FeedShift = {
  id: string;
  startAt: Date;
  endAt: Date;
  zone: string | null;
  notes: string | null;
  updatedAt: Date;
  missionTitle: string;
  missionType: MissionType;
  missionAddress: string | null;
};

const PROD_ID = `-//${APP_TITLE}//Agenda des horaires//FR`;

/**
 * One event per shift. A close protection or escort shift is 'Mission' alone, with no place, zone or notes: the
 * feed is fetched by calendar services' servers, outside the company.
 */
export function shiftEvent(shift: FeedShift, host: string): IcsEvent {
  const base = {
    uid: `${shift.id}@${host}`,
    start: shift.startAt,
    end: shift.endAt,
    lastModified: shift.updatedAt,
  };
  if (!calendarShowsDetails(shift.missionType)) return { ...base, summary: MSG.calendarPrivateSummary };
  const zone = shift.zone?.trim() || null;
  const description = [zone && formatMessage(MSG.calendarZone, { zone }), shift.notes?.trim() || null]
    .filter(Boolean)
    .join('\n');
  return {
    ...base,
    summary: zone ? `${shift.missionTitle} — ${zone}` : shift.missionTitle,
    location: shift.missionAddress,
    description: description || null,
  };
}

/** The user's feed: its name, and an event per shift (the host makes the UIDs unique beyond this server). */
export const feedOf = (shifts: readonly FeedShift[], host: string, stamp: Date): string =>
  serializeCalendar({
    prodId: PROD_ID,
    name: formatMessage(MSG.calendarFeedName, { app: APP_TITLE }),
    stamp,
    events: shifts.map((shift) => shiftEvent(shift, host)),
  });
