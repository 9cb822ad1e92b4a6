import { describe, expect, it } from 'vitest';
import { calendarFeedPath, calendarShowsDetails, webcalUrl } from './calendar.ts';

describe('calendar feed rules', () => {
  it('hides the details of close protection and escort missions only', () => {
    expect(calendarShowsDetails('VIP_PROTECTION')).toBe(false);
    expect(calendarShowsDetails('ESCORT')).toBe(false);
    expect(calendarShowsDetails('EVENT')).toBe(true);
    expect(calendarShowsDetails('RESIDENCE')).toBe(true);
  });

  it('turns the https feed URL into a webcal link for phones', () => {
    const url = `https://secops.example${calendarFeedPath('abc')}`;
    expect(url).toBe('https://secops.example/api/calendar/abc.ics');
    expect(webcalUrl(url)).toBe('webcal://secops.example/api/calendar/abc.ics');
    expect(webcalUrl('http://localhost:3001/api/calendar/abc.ics')).toBe(
      'webcal://localhost:3001/api/calendar/abc.ics',
    );
  });
});
