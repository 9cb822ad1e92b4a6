const HOUR_MS = 60 * 60 * 1000;

/** Demo dates are relative to the moment of seeding, so the demo always shows a current week. */
export type DemoCalendar = {
  now: Date;
  /** now plus a number of hours (negative for the past). */
  hours(offset: number): Date;
  /** The given local time, dayOffset days from today. */
  day(dayOffset: number, hour: number, minute?: number): Date;
  /** now plus a number of days, for validity dates. */
  days(offset: number): Date;
};

export function demoCalendar(now: Date): DemoCalendar {
  return {
    now,
    hours: (offset) => new Date(now.getTime() + offset * HOUR_MS),
    day: (dayOffset, hour, minute = 0) => {
      const d = new Date(now);
      d.setDate(d.getDate() + dayOffset);
      d.setHours(hour, minute, 0, 0);
      return d;
    },
    days: (offset) => new Date(now.getTime() + offset * 24 * HOUR_MS),
  };
}
