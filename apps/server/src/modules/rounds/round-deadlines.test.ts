import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addCalendarDays, parisTimeOn, toParisDate } from '@secops/domain/planning';
import { dispatchAlerts, logbookEntries, rounds } from '../../db/schema/index.ts';
import { createUser, type TestUser } from '../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import type { AuthUser } from '../auth/auth.guard.ts';
import { createAlertJob } from '../alerts/alert-job.ts';
import { seedAssignment, seedMission } from '../incidents/incidents-fixtures.ts';
import { seedCheckpoints, seedShift, seedTour } from './rounds-api-fixtures.ts';
import { reportRounds } from './rounds-report.repository.ts';
import { missionRoundsBetween } from './rounds.repository.ts';
import { finishRound, scanCheckpoint, startRound } from './rounds.service.ts';

/** Three days ahead, so that the tours made now were there before every scheduled time of the test. */
const DAY = addCalendarDays(toParisDate(new Date()), 3);
const NEXT = addCalendarDays(DAY, 1);
const paris = (time: string, day = DAY) => parisTimeOn(day, time);

describe('rounds at the end of their window (controlled clock)', () => {
  let t: TestApp;
  let guard: TestUser;
  let user: AuthUser;
  let missionId: string;
  const job = () => createAlertJob({ db: t.database.db, log: t.app.log });
  const roundAlerts = () =>
    t.database.db.select().from(dispatchAlerts).where(eq(dispatchAlerts.type, 'ROUND_MISSED'));
  const roundOf = async (tourId: string, at: Date) =>
    (
      await t.database.db
        .select()
        .from(rounds)
        .where(and(eq(rounds.tourId, tourId), eq(rounds.scheduledAt, at)))
    )[0];
  let seq = 0;
  const scanAt = (roundId: string, code: string, scannedAt: Date, now: Date) =>
    scanCheckpoint(
      t.database.db,
      user,
      roundId,
      {
        method: 'QR',
        code,
        reason: null,
        scannedAt: scannedAt.toISOString(),
        clientRequestId: `scan-${++seq}`,
      },
      now,
    );

  beforeAll(async () => {
    t = await createTestApp();
    guard = await createUser(t.database.db, { role: 'AGENT', firstName: 'Inès', lastName: 'Marchand' });
    user = { id: guard.id, email: guard.email, role: 'AGENT', agentId: guard.agentId, clientId: null, sessionId: 'test' };
    missionId = await seedMission(t.database.db, { title: 'Parking Saint-Lazare', status: 'ACTIVE' });
    await seedAssignment(t.database.db, missionId, guard.agentId!);
    await seedShift(t.database.db, missionId, guard.agentId!, paris('21:00'), paris('06:00', NEXT));
  });
  afterAll(() => t.close());

  it('writes a round nobody started MISSED once, with its alert and its main courante entry', async () => {
    const [cp] = await seedCheckpoints(t.database.db, missionId, [{ name: 'Rampe' }]);
    const tour = await seedTour(t.database.db, missionId, {
      name: 'Ronde A',
      checkpointIds: [cp!.id],
      times: ['22:00'],
    });
    expect((await job().runOnce(paris('22:44')))?.rounds.missed).toBe(0);
    const pass = await job().runOnce(paris('22:46'));
    expect(pass?.rounds.missed).toBe(1);
    const round = await roundOf(tour.id, paris('22:00'));
    expect(round).toMatchObject({ status: 'MISSED', startedAt: null });
    const alerts = (await roundAlerts()).filter((a) => a.dedupeKey === `ROUND_MISSED:${round!.id}`);
    expect(alerts).toHaveLength(1);
    expect(alerts[0]!.cause).toBe('Ronde « Ronde A » de 22:00 non commencée');
    const entries = await t.database.db
      .select()
      .from(logbookEntries)
      .where(and(eq(logbookEntries.subjectId, round!.id), eq(logbookEntries.type, 'ROUND_MISSED')));
    expect(entries.map((e) => e.text)).toEqual(['Ronde « Ronde A » de 22:00 non effectuée']);
    // Run again (a restart, another process): nothing twice.
    expect((await job().runOnce(paris('22:47')))?.rounds.missed).toBe(0);
    expect((await roundAlerts()).filter((a) => a.dedupeKey === `ROUND_MISSED:${round!.id}`)).toHaveLength(1);
  });

  it('makes a round unfinished at the end of its window PARTIAL, and complete when its offline scans arrive', async () => {
    const [a, b] = await seedCheckpoints(t.database.db, missionId, [
      { name: 'Hall' },
      { name: 'Local vélos' },
    ]);
    const tour = await seedTour(t.database.db, missionId, {
      name: 'Ronde B',
      checkpointIds: [a!.id, b!.id],
      times: ['23:00'],
    });
    const { round } = await startRound(
      t.database.db,
      user,
      tour.id,
      { clientRequestId: 'b', startedAt: paris('23:05').toISOString() },
      paris('23:05'),
    );
    await scanAt(round.id!, a!.code, paris('23:10'), paris('23:10'));
    await job().runOnce(paris('23:46'));
    expect((await roundOf(tour.id, paris('23:00')))?.status).toBe('PARTIAL');
    const [alert] = (await roundAlerts()).filter((x) => x.dedupeKey === `ROUND_MISSED:${round.id}`);
    expect(alert).toMatchObject({
      status: 'OPEN',
      cause: 'Ronde « Ronde B » de 23:00 incomplète : Local vélos',
    });

    // The scan made at 23:20 in the basement arrives at 23:55.
    const { scan } = await scanAt(round.id!, b!.code, paris('23:20'), paris('23:55'));
    expect(scan.flags).toEqual([]);
    expect((await roundOf(tour.id, paris('23:00')))?.status).toBe('COMPLETE');
    const [ended] = (await roundAlerts()).filter((x) => x.id === alert!.id);
    expect(ended).toMatchObject({ status: 'RESOLVED' });
  });

  it('lets a start queued offline take over a round written MISSED, within its window', async () => {
    const [cp] = await seedCheckpoints(t.database.db, missionId, [{ name: 'Toit' }]);
    const tour = await seedTour(t.database.db, missionId, {
      name: 'Ronde C',
      checkpointIds: [cp!.id],
      times: ['00:30'],
    });
    await job().runOnce(paris('01:16', NEXT));
    expect((await roundOf(tour.id, paris('00:30', NEXT)))?.status).toBe('MISSED');
    const started = await startRound(
      t.database.db,
      user,
      tour.id,
      { clientRequestId: 'c', startedAt: paris('00:35', NEXT).toISOString() },
      paris('01:20', NEXT),
    );
    expect(started).toMatchObject({ created: true, round: { status: 'IN_PROGRESS' } });
    const late = await scanAt(started.round.id!, cp!.code, paris('01:19', NEXT), paris('01:20', NEXT));
    expect(late.scan.flags).toEqual(['LATE']);
    const done = await finishRound(t.database.db, user, started.round.id!, {}, paris('01:21', NEXT));
    expect(done.status).toBe('COMPLETE_WITH_FLAGS');
    const alerts = (await roundAlerts()).filter((x) => x.dedupeKey === `ROUND_MISSED:${started.round.id}`);
    expect(alerts.map((x) => x.status)).toEqual(['RESOLVED']);
  });

  it('refuses a start outside every window, and writes each missed round once with two processes', async () => {
    const [cp] = await seedCheckpoints(t.database.db, missionId, [{ name: 'Quai' }]);
    const tour = await seedTour(t.database.db, missionId, {
      name: 'Ronde D',
      checkpointIds: [cp!.id],
      times: ['03:00'],
    });
    await expect(
      startRound(
        t.database.db,
        user,
        tour.id,
        { clientRequestId: 'd', startedAt: paris('02:50', NEXT).toISOString() },
        paris('02:50', NEXT),
      ),
    ).rejects.toMatchObject({ code: 'ROUND_NOT_DUE' });
    const passes = await Promise.all([
      job().runOnce(paris('03:50', NEXT)),
      job().runOnce(paris('03:50', NEXT)),
    ]);
    expect(passes.reduce((n, pass) => n + (pass?.rounds.missed ?? 0), 0)).toBe(1);
    const rows = await t.database.db.select().from(rounds).where(eq(rounds.tourId, tour.id));
    expect(rows).toHaveLength(1);
  });
});

describe('the patrol report’s rounds', () => {
  it('are the rounds of the period as the API gives them, with only their flagged scans', async () => {
    const t = await createTestApp();
    try {
      const db = t.database.db;
      const guard = await createUser(db, { role: 'AGENT' });
      const user: AuthUser = {
        id: guard.id,
        email: guard.email,
        role: 'AGENT',
        agentId: guard.agentId,
        clientId: null,
        sessionId: 'test',
      };
      const missionId = await seedMission(db, { status: 'ACTIVE' });
      await seedAssignment(db, missionId, guard.agentId!);
      await seedShift(db, missionId, guard.agentId!, paris('21:00'), paris('06:00', NEXT));
      const [a, b, c] = await seedCheckpoints(db, missionId, [
        { name: 'A', lat: 48.85, lng: 2.35 },
        { name: 'B' },
        { name: 'C' },
      ]);
      const tour = await seedTour(db, missionId, {
        checkpointIds: [a!.id, b!.id, c!.id],
        times: ['22:00', '23:00'],
      });
      const { round } = await startRound(
        db,
        user,
        tour.id,
        { clientRequestId: 'r', startedAt: paris('22:05').toISOString() },
        paris('22:05'),
      );
      const scan = (code: string, at: Date, body: object = {}) =>
        scanCheckpoint(
          db,
          user,
          round.id!,
          {
            method: 'QR',
            code,
            reason: null,
            scannedAt: at.toISOString(),
            clientRequestId: `${code}-s`,
            ...body,
          },
          at,
        );
      await scan(a!.code, paris('22:06'));
      await scan(b!.code, paris('22:10'));
      await finishRound(db, user, round.id!, {}, paris('22:12'));
      await createAlertJob({ db, log: t.app.log }).runOnce(paris('23:50'));
      const from = parisTimeOn(DAY, '00:00');
      const to = parisTimeOn(NEXT, '00:00');
      const report = await reportRounds(db, missionId, from, to);
      const api = await missionRoundsBetween(db, missionId, from, to);
      expect(report.map((r) => r.status)).toEqual(['PARTIAL', 'MISSED']);
      expect(report).toEqual(
        api.map((r) => ({
          ...r,
          scans: r.scans.filter((s) => s.flags.length > 0).map((s) => ({ ...s, incidentIds: [] })),
        })),
      );
      expect(report[0]!.scans.map((s) => s.flags)).toEqual([['NO_FIX']]);
      expect(report[0]!.missingCheckpointIds).toEqual([c!.id]);
    } finally {
      await t.close();
    }
  });
});
