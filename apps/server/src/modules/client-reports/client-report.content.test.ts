import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as MSG from '@secops/domain/messages';
import {
  attendances,
  clientReports,
  clientReportSettings,
  logbookEntries,
  roundScans,
  rounds,
} from '../../db/schema/index.ts';
import { pdfText } from '../../lib/pdf/pdf-text.test-helper.ts';
import { createUser, type TestUser } from '../../test/fixtures.ts';
import { startSmtpSink } from '../../test/smtp-sink.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { seedClient, seedIncident, seedMission } from '../incidents/incidents-fixtures.ts';
import { seedCheckpoints, seedShift, seedTour } from '../rounds/rounds-api-fixtures.ts';
import { clientReportJobOf } from './client-reports.routes.ts';

/** The job's clock: Friday 14 March 2031, 07:30 in Paris (winter time, UTC+1); the report covers Thursday the 13th. */
const T = new Date('2031-03-14T06:30:00Z');
const DAY = '2031-03-13';
const paris = (time: string, day = DAY) => new Date(`${day}T${time}:00+01:00`);
const MONTH = { startAt: paris('00:00', '2031-03-01'), endAt: paris('00:00', '2031-04-01') };

describe("the activity report's content for a day", () => {
  let t: TestApp;
  let sink: Awaited<ReturnType<typeof startSmtpSink>>;
  let guard: TestUser;
  let text: string;

  async function entry(missionId: string, type: string, body: string, at: Date) {
    await t.database.db.insert(logbookEntries).values({
      missionId,
      type,
      source: 'MANUAL',
      text: body,
      occurredAt: at,
      writtenAt: at,
      authorUserId: guard.id,
      authorName: 'Karim Benali',
    });
  }

  beforeAll(async () => {
    sink = await startSmtpSink();
    t = await createTestApp({ SMTP_URL: sink.url });
    const db = t.database.db;
    guard = await createUser(db, { role: 'AGENT', firstName: 'Karim', lastName: 'Benali' });
    const client = await seedClient(db, 'Syndic Lumière');
    const other = await seedClient(db, 'Logistique Seine');
    const residence = await seedMission(db, {
      ...MONTH,
      title: 'Résidence Les Tilleuls',
      type: 'RESIDENCE',
      status: 'ACTIVE',
      clientId: client,
      locationAddress: '4 allée des Tilleuls, 92100 Boulogne',
    });
    await seedMission(db, { ...MONTH, title: 'Entrepôt Gennevilliers', clientId: client });
    await seedMission(db, {
      title: 'Chantier terminé',
      clientId: client,
      startAt: paris('08:00', '2031-03-01'),
      endAt: paris('18:00', '2031-03-10'),
    });
    const elsewhere = await seedMission(db, { ...MONTH, title: 'Site de Logistique Seine', clientId: other });

    const shift = await seedShift(db, residence, guard.agentId!, paris('07:00'), paris('15:00'));
    await db.insert(attendances).values({
      agentId: guard.agentId!,
      missionId: residence,
      shiftId: shift,
      status: 'COMPLETED',
      startTime: paris('07:00'),
      periodStart: paris('07:00'),
      endTime: paris('15:00'),
    });
    await seedShift(db, elsewhere, guard.agentId!, paris('07:00'), paris('15:00'));
    await seedIncident(db, residence, {
      title: 'Porte du parking forcée',
      type: 'intrusion',
      severity: 4,
      status: 'RESOLVED',
      resolution: 'Serrure remplacée',
      occurredAt: paris('02:10'),
    });
    await seedIncident(db, elsewhere, { title: 'Incident chez un autre client', occurredAt: paris('03:00') });
    await entry(residence, 'VISITOR', 'Visite du syndic, M. Perrin', paris('08:30'));
    await entry(residence, 'INSTRUCTION', 'Consigne interne : code alarme 4521', paris('09:00'));
    await entry(residence, 'VISITOR', 'Visite de la veille', paris('10:00', '2031-03-12'));
    await entry(elsewhere, 'VISITOR', 'Entrée chez un autre client', paris('11:00'));

    const points = await seedCheckpoints(db, residence, [{ name: 'Portail' }, { name: 'Parking' }]);
    const tour = await seedTour(db, residence, { checkpointIds: points.map((p) => p.id), times: ['22:00'] });
    const [round] = await db
      .insert(rounds)
      .values({
        tourId: tour.id,
        missionId: residence,
        scheduledAt: paris('22:00'),
        windowEndsAt: paris('22:30'),
        status: 'COMPLETE',
        checkpointIds: points.map((p) => p.id),
        agentId: guard.agentId,
        startedBy: guard.id,
        startedAt: paris('22:02'),
        finishedAt: paris('22:15'),
        closedAt: paris('22:15'),
      })
      .returning({ id: rounds.id });
    await db.insert(roundScans).values(
      points.map((point, i) => ({
        roundId: round!.id,
        checkpointId: point.id,
        scannedAt: paris(`22:0${5 + i}`),
        method: 'QR',
        flags: [],
        scannedBy: guard.id,
        clientRequestId: `scan-${i}`,
      })),
    );

    await db
      .insert(clientReportSettings)
      .values({ clientId: client, recipients: ['syndic@lumiere.test'], frequency: 'DAILY', time: '07:00' });
    expect(await clientReportJobOf(t.app).runOnce(T)).toMatchObject({ created: 1, sent: 1 });
    const [report] = await db.select().from(clientReports).where(eq(clientReports.clientId, client));
    text = (await pdfText(Buffer.from(report!.pdf!))).replace(/[ \t]+/g, ' ');
  });
  afterAll(async () => {
    await t.close();
    await sink.close();
  });

  it('names the client and the day', () => {
    expect(text).toContain(MSG.reportPdfTitle);
    expect(text).toContain('Journée du jeudi 13 mars 2031');
    expect(text).toContain('Client : Syndic Lumière');
  });

  it("covers the client's missions active that day, and no other", () => {
    expect(text).toContain('Résidence Les Tilleuls');
    expect(text).toContain('Entrepôt Gennevilliers');
    expect(text).toContain('Missions : 2');
    expect(text).not.toContain('Chantier terminé');
    expect(text).not.toContain('Logistique Seine');
    expect(text).not.toContain('Incident chez un autre client');
    expect(text).not.toContain('Entrée chez un autre client');
  });

  it('shows the post held with the guard as first name and initial, and the hours', () => {
    expect(text).toContain('Karim B. 07:00 – 15:00 07:00 15:00 8 h 00');
    expect(text).toContain('Heures réalisées : 8 h 00');
    expect(text).not.toContain('Benali');
  });

  it('shows the incident with its status, and the summary line', () => {
    expect(text).toContain('02:10 Porte du parking forcée Intrusion 4/5 Résolu Serrure remplacée');
    expect(text).toContain('Incidents : 1 — Résolu : 1');
    // The warehouse had none.
    expect(text.split('Entrepôt Gennevilliers')[1]).toContain(`Incidents : ${MSG.reportNoIncident}`);
  });

  it('shows only the logbook entries of the day marked for the client', () => {
    expect(text).toContain('08:30 Visiteur Visite du syndic, M. Perrin Karim B.');
    expect(text).not.toContain('code alarme');
    expect(text).not.toContain('Visite de la veille');
  });

  it('shows the rounds and their result', () => {
    expect(text).toContain('22:00 Ronde de nuit Complète 2/2 —');
    expect(text).toContain('Rondes complètes : 1 / 1');
  });
});
