import ICAL from 'ical.js';

export type ParsedEvent = {
  uid: string;
  summary: string;
  location: string | null;
  description: string | null;
  start: string;
  end: string;
  startIsUtc: boolean;
};

/** Parses a feed with ical.js (Mozilla's parser, which throws on malformed iCalendar) into its calendar and events. */
export function parseFeed(text: string): { calendar: ICAL.Component; events: ParsedEvent[] } {
  const calendar = new ICAL.Component(ICAL.parse(text));
  const events = calendar.getAllSubcomponents('vevent').map((component) => {
    const event = new ICAL.Event(component);
    return {
      uid: event.uid,
      summary: event.summary,
      location: event.location ?? null,
      description: event.description ?? null,
      start: event.startDate.toJSDate().toISOString(),
      end: event.endDate.toJSDate().toISOString(),
      startIsUtc: event.startDate.zone === ICAL.Timezone.utcTimezone,
    };
  });
  return { calendar, events };
}
