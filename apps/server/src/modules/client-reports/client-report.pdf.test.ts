import { describe, expect, it } from 'vitest';
import type { ClientActivity } from '@secops/domain/client-portal';
import * as MSG from '@secops/domain/messages';
import { pdfText } from '../../lib/pdf/pdf-text.test-helper.ts';
import { renderClientReportPdf, type ReportMission } from './client-report.pdf.ts';

const DAY = '2026-03-14';
/** Paris winter time: UTC+1. */
const paris = (time: string, day = DAY) => new Date(`${day}T${time}:00+01:00`).toISOString();

function activity(overrides: Partial<ClientActivity> = {}): ClientActivity {
  return {
    from: DAY,
    to: DAY,
    posts: [],
    hours: {
      days: [{ date: DAY, minutes: 0 }],
      weeks: [{ weekStart: '2026-03-09', minutes: 0 }],
      totalMinutes: 0,
    },
    incidents: [],
    logbook: [],
    rounds: [],
    ...overrides,
  };
}

const residence: ReportMission = {
  title: 'Résidence Les Tilleuls',
  address: '4 allée des Tilleuls, 92100 Boulogne',
  activity: activity({
    posts: [
      {
        shiftId: 's1',
        guard: 'Karim B.',
        startAt: paris('07:00'),
        endAt: paris('15:00'),
        clockInAt: paris('06:55'),
        clockOutAt: paris('15:02'),
        minutes: 480,
      },
      {
        shiftId: 's2',
        guard: 'Sophie L.',
        startAt: paris('15:00'),
        endAt: paris('23:00'),
        clockInAt: paris('15:05'),
        clockOutAt: paris('22:35'),
        minutes: 450,
      },
    ],
    hours: {
      days: [{ date: DAY, minutes: 930 }],
      weeks: [{ weekStart: '2026-03-09', minutes: 930 }],
      totalMinutes: 930,
    },
    incidents: [
      {
        id: 'i1',
        title: 'Porte du parking forcée',
        type: 'intrusion',
        severity: 4,
        occurredAt: paris('02:10'),
        status: 'RESOLVED',
        resolution: 'Serrure remplacée',
        resolvedAt: paris('09:00'),
      },
      {
        id: 'i2',
        title: 'Fuite au local poubelles',
        type: 'technical',
        severity: 2,
        occurredAt: paris('18:40'),
        status: 'OPEN',
        resolution: null,
        resolvedAt: null,
      },
    ],
    logbook: [
      {
        id: 'l2',
        type: 'DELIVERY',
        text: 'Livraison de fioul, camion reparti à 10:20',
        occurredAt: paris('10:05'),
        author: 'Karim B.',
        correctsId: null,
      },
      {
        id: 'l1',
        type: 'VISITOR',
        text: 'Visite du syndic, M. Perrin',
        occurredAt: paris('08:30'),
        author: 'Karim B.',
        correctsId: null,
      },
    ],
    rounds: [
      {
        id: 'r1',
        tourName: 'Ronde de nuit',
        scheduledAt: paris('22:00'),
        startedAt: paris('22:02'),
        finishedAt: paris('22:20'),
        status: 'COMPLETE_WITH_FLAGS',
        checkpoints: [
          { name: 'Portail', scannedAt: paris('22:03'), flags: [] },
          { name: 'Parking', scannedAt: paris('22:10'), flags: ['FAR'] },
        ],
      },
    ],
  }),
};
const warehouse: ReportMission = { title: 'Entrepôt Gennevilliers', address: null, activity: activity() };

const report = (
  missions: ReportMission[],
  period: { start: string; end: string } = { start: DAY, end: DAY },
) =>
  renderClientReportPdf({
    clientName: 'Syndic Lumière',
    kind: period.start === period.end ? 'DAILY' : 'WEEKLY',
    periodStart: period.start,
    periodEnd: period.end,
    generatedAt: new Date('2026-03-15T06:00:00Z'),
    missions,
  });
const textOf = async (pdf: Buffer) => (await pdfText(pdf)).replace(/[ \t]+/g, ' ');

describe('the activity report PDF', () => {
  it('heads the report with its title, the day, when it was made and the client', async () => {
    const text = await textOf(await report([residence]));
    expect(text).toContain(MSG.reportPdfTitle);
    expect(text).toContain('Journée du samedi 14 mars 2026 · Édité le 15 mars 2026 à 07:00');
    expect(text).toContain('Client : Syndic Lumière');
  });

  it('sums up the missions, posts, hours, rounds and incidents by status', async () => {
    const text = await textOf(await report([residence, warehouse]));
    const summary = text.split(MSG.reportPdfSummary)[1]!.split('Résidence Les Tilleuls')[0]!;
    expect(summary).toContain('Missions : 2');
    expect(summary).toContain('Postes tenus : 2');
    expect(summary).toContain('Heures réalisées : 15 h 30');
    expect(summary).toContain('Rondes complètes : 0 / 1');
    expect(summary).toContain('Incidents : 2 — Ouvert : 1 · Résolu : 1');
  });

  it("lists each mission's posts, incidents, logbook entries oldest first and rounds with their flags", async () => {
    const text = await textOf(await report([residence]));
    expect(text).toContain('Adresse : 4 allée des Tilleuls, 92100 Boulogne');
    expect(text).toContain('Karim B. 07:00 – 15:00 06:55 15:02 8 h 00');
    expect(text).toContain('Sophie L. 15:00 – 23:00 15:05 22:35 7 h 30');
    expect(text).toContain('02:10 Porte du parking forcée Intrusion 4/5 Résolu Serrure remplacée');
    expect(text).toContain('18:40 Fuite au local poubelles Technique 2/5 Ouvert —');
    expect(text.indexOf('Visite du syndic')).toBeLessThan(text.indexOf('Livraison de fioul'));
    expect(text).toContain('08:30 Visiteur Visite du syndic, M. Perrin Karim B.');
    expect(text).toContain('22:00 Ronde de nuit Complète avec anomalies 2/2 Loin du point');
  });

  it("says 'Aucun incident signalé' for a day without incident, and shows an empty mission plainly", async () => {
    const text = await textOf(await report([warehouse]));
    expect(text).toContain(`Incidents : ${MSG.reportNoIncident}`);
    expect(text).toContain('Entrepôt Gennevilliers');
    expect(text).toContain(MSG.reportPdfNoPost);
    expect(text).toContain(MSG.reportPdfNoLogbook);
    expect(text).not.toContain(`${MSG.reportPdfRounds}\n`);
  });

  it('says when the client had no mission in the period', async () => {
    const text = await textOf(await report([]));
    expect(text).toContain(MSG.reportPdfNoMission);
    expect(text).toContain(`Incidents : ${MSG.reportNoIncident}`);
  });

  it('for a week, gives the range, the hours of each day, and the day of each time', async () => {
    const week = {
      ...residence,
      activity: {
        ...residence.activity,
        from: '2026-03-09',
        to: '2026-03-15',
        hours: {
          days: Array.from({ length: 7 }, (_, i) => ({
            date: `2026-03-${String(9 + i).padStart(2, '0')}`,
            minutes: i === 5 ? 930 : 0,
          })),
          weeks: [{ weekStart: '2026-03-09', minutes: 930 }],
          totalMinutes: 930,
        },
      },
    };
    const text = await textOf(await report([week], { start: '2026-03-09', end: '2026-03-15' }));
    expect(text).toContain('Du 09/03/2026 au 15/03/2026');
    expect(text).toContain('Samedi 14 mars 2026 15 h 30');
    expect(text).toContain('Lundi 9 mars 2026 0 h 00');
    expect(text).toContain('Karim B. 14/03 07:00 – 14/03 15:00 14/03 06:55 14/03 15:02 8 h 00');
  });
});
