import { DEFAULT_REPORT_SETTINGS } from '@secops/domain/client-reports';
import * as MSG from '@secops/domain/messages';
import { describe, expect, it } from 'vitest';
import { parisYesterday } from './paris-day.ts';
import { readDraft, toDraft } from './report-settings-draft.ts';

describe('activity report settings form', () => {
  it('sends one address per line, blank lines left out, lower-cased and without duplicates', () => {
    const result = readDraft({
      recipients: ' direction@hotel.fr\n\nSecurite@Hotel.fr \nsecurite@hotel.fr',
      frequency: 'DAILY',
      time: '07:30',
      weekday: '3',
    });
    expect(result.settings).toEqual({
      recipients: ['direction@hotel.fr', 'securite@hotel.fr'],
      frequency: 'DAILY',
      time: '07:30',
      weekday: null,
    });
  });

  it('names the line of an invalid address as the person sees it in the box', () => {
    const result = readDraft({
      recipients: 'direction@hotel.fr\n\npas-une-adresse',
      frequency: 'DAILY',
      time: '07:00',
      weekday: '1',
    });
    expect(result.errors?.recipients).toBe('Ligne 3 : adresse e-mail invalide');
  });

  it('asks for a recipient unless the report is off, and for a valid time', () => {
    expect(readDraft({ recipients: '', frequency: 'WEEKLY', time: '7h', weekday: '5' }).errors).toEqual({
      recipients: MSG.reportRecipientsRequired,
      time: MSG.reportTimeInvalid,
    });
    expect(readDraft({ recipients: '', frequency: 'OFF', time: '07:00', weekday: '1' }).settings).toEqual({
      recipients: [],
      frequency: 'OFF',
      time: '07:00',
      weekday: null,
    });
  });

  it('sends the weekday of a weekly report', () => {
    const result = readDraft({ recipients: 'a@b.fr', frequency: 'WEEKLY', time: '18:00', weekday: '7' });
    expect(result.settings?.weekday).toBe(7);
  });

  it('starts from the saved settings, Monday offered for a weekly report not set yet', () => {
    expect(toDraft(DEFAULT_REPORT_SETTINGS)).toEqual({
      recipients: '',
      frequency: 'OFF',
      time: '07:00',
      weekday: '1',
    });
  });
});

describe('report day', () => {
  it('is the Paris day before, also just after midnight in Paris', () => {
    expect(parisYesterday(new Date('2026-03-29T22:30:00Z'))).toBe('2026-03-29');
    expect(parisYesterday(new Date('2026-03-01T10:00:00Z'))).toBe('2026-02-28');
  });
});
