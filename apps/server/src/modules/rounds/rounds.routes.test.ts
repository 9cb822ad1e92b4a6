import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as MSG from '@secops/domain/messages';
import type { Checkpoint, Round, Scan, Tour } from '@secops/domain/rounds';
import { toParisDate } from '@secops/domain/planning';
import { authHeader, createUser, type TestUser } from '../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { seedAssignment, seedMission } from '../incidents/incidents-fixtures.ts';
import { seedShift } from './rounds-api-fixtures.ts';

const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';
const HOUR = 3_600_000;
const PARIS = { lat: 48.8566, lng: 2.3522 };
/** Every 10 minutes all day long: a round is always due, whatever the time the suite runs. */
const ALL_DAY = { everyMinutes: 10, from: '00:00', to: '23:50' };

describe('rounds API', () => {
  let t: TestApp;
  let supervisor: TestUser;
  let guard: TestUser;
  let colleague: TestUser;
  let outsider: TestUser;
  let missionId: string;
  let otherMissionId: string;
  let seq = 0;

  beforeAll(async () => {
    t = await createTestApp({ PUBLIC_URL: 'https://ops.example.fr' });
    const db = t.database.db;
    supervisor = await createUser(db, { role: 'SUPERVISOR' });
    guard = await createUser(db, { role: 'AGENT', firstName: 'Noé', lastName: 'Garnier' });
    colleague = await createUser(db, { role: 'AGENT' });
    outsider = await createUser(db, { role: 'AGENT' });
    missionId = await seedMission(db, { title: 'Entrepôt Gennevilliers', status: 'ACTIVE' });
    otherMissionId = await seedMission(db, { title: 'Résidence Les Tilleuls', status: 'ACTIVE' });
    for (const user of [guard, colleague]) {
      await seedAssignment(db, missionId, user.agentId!);
      await seedShift(
        db,
        missionId,
        user.agentId!,
        new Date(Date.now() - 2 * HOUR),
        new Date(Date.now() + 2 * HOUR),
      );
    }
  });
  afterAll(() => t.close());

  const call = async (user: TestUser | null, method: string, url: string, payload?: object) =>
    t.app.inject({
      method: method as 'GET',
      url,
      payload,
      headers: user ? await authHeader(t.app, user) : {},
    });
  const addCheckpoint = async (body: object = {}, mission = missionId) => {
    const res = await call(supervisor, 'POST', `/api/missions/${mission}/checkpoints`, {
      name: `Point ${++seq}`,
      kind: 'QR',
      ...body,
    });
    expect(res.statusCode).toBe(201);
    return res.json() as Checkpoint;
  };
  const addTour = async (body: object) => {
    const res = await call(supervisor, 'POST', `/api/missions/${missionId}/tours`, {
      name: `Ronde ${++seq}`,
      order: 'STRICT',
      ...ALL_DAY,
      ...body,
    });
    expect(res.statusCode).toBe(201);
    return res.json() as Tour;
  };
  const start = (user: TestUser, tourId: string, clientRequestId = `start-${++seq}`) =>
    call(user, 'POST', `/api/tours/${tourId}/rounds`, {
      clientRequestId,
      startedAt: new Date().toISOString(),
    });
  const scan = (user: TestUser, roundId: string, body: object) =>
    call(user, 'POST', `/api/rounds/${roundId}/scans`, {
      method: 'QR',
      scannedAt: new Date().toISOString(),
      clientRequestId: `scan-${++seq}`,
      ...body,
    });

  describe('checkpoints', () => {
    it('gives each a 128-bit code, unique, and the URL its tag carries', async () => {
      const a = await addCheckpoint({ name: 'Portail nord', instructions: 'Vérifier la chaîne', ...PARIS });
      const b = await addCheckpoint();
      expect(a.code).toMatch(/^[A-Za-z0-9_-]{22}$/);
      expect(Buffer.from(a.code, 'base64url')).toHaveLength(16);
      expect(a.code).not.toBe(b.code);
      expect(a.url).toBe(`https://ops.example.fr/t/${a.code}`);
      expect(a.codeHash).toBe(createHash('sha256').update(a.code).digest('hex'));
      expect(a).toMatchObject({
        name: 'Portail nord',
        instructions: 'Vérifier la chaîne',
        ...PARIS,
        kind: 'QR',
      });
    });

    it('lists, changes and deletes them for staff only, keeping the code', async () => {
      const cp = await addCheckpoint();
      const changed = await call(supervisor, 'PATCH', `/api/checkpoints/${cp.id}`, {
        name: 'Local poubelles',
      });
      expect(changed.json()).toMatchObject({ name: 'Local poubelles', code: cp.code });
      expect((await call(guard, 'GET', `/api/missions/${missionId}/checkpoints`)).statusCode).toBe(403);
      expect(
        (await call(guard, 'POST', `/api/missions/${missionId}/checkpoints`, { name: 'x', kind: 'QR' }))
          .statusCode,
      ).toBe(403);
      expect((await call(guard, 'PATCH', `/api/checkpoints/${cp.id}`, { name: 'x' })).statusCode).toBe(403);
      expect((await call(guard, 'DELETE', `/api/checkpoints/${cp.id}`)).statusCode).toBe(403);
      expect((await call(supervisor, 'DELETE', `/api/checkpoints/${cp.id}`)).statusCode).toBe(204);
      const list = (
        await call(supervisor, 'GET', `/api/missions/${missionId}/checkpoints`)
      ).json() as Checkpoint[];
      expect(list.map((c) => c.id)).not.toContain(cp.id);
      expect((await call(supervisor, 'PATCH', `/api/checkpoints/${cp.id}`, { name: 'x' })).statusCode).toBe(
        404,
      );
      expect((await call(guard, 'GET', `/api/checkpoints/by-code/${cp.code}`)).statusCode).toBe(404);
    });

    it('refuses bad input in French', async () => {
      const res = await call(supervisor, 'POST', `/api/missions/${missionId}/checkpoints`, {
        name: 'x',
        kind: 'BLE',
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(MSG.checkpointKindInvalid);
      const half = await call(supervisor, 'POST', `/api/missions/${missionId}/checkpoints`, {
        name: 'x',
        kind: 'QR',
        lat: 48,
      });
      expect(half.statusCode).toBe(400);
      const unknown = await call(supervisor, 'POST', `/api/missions/${UNKNOWN_ID}/checkpoints`, {
        name: 'x',
        kind: 'QR',
      });
      expect(unknown.statusCode).toBe(404);
    });

    it('gives a tag’s checkpoint to a guard of its mission only, without its code', async () => {
      const cp = await addCheckpoint({ name: 'Quai 3', kind: 'NFC' });
      const res = await call(guard, 'GET', `/api/checkpoints/by-code/${cp.code}`);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        id: cp.id,
        name: 'Quai 3',
        instructions: null,
        lat: null,
        lng: null,
        kind: 'NFC',
        codeHash: cp.codeHash,
        missionId,
        missionTitle: 'Entrepôt Gennevilliers',
      });
      expect((await call(outsider, 'GET', `/api/checkpoints/by-code/${cp.code}`)).statusCode).toBe(404);
      expect((await call(guard, 'GET', `/api/checkpoints/by-code/AAAAAAAAAAAAAAAAAAAAAA`)).statusCode).toBe(
        404,
      );
      expect((await call(null, 'GET', `/api/checkpoints/by-code/${cp.code}`)).statusCode).toBe(401);
    });

    it('prints a sheet of QR codes for staff', async () => {
      const res = await call(supervisor, 'GET', `/api/missions/${missionId}/checkpoints.pdf`);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
      expect((await call(guard, 'GET', `/api/missions/${missionId}/checkpoints.pdf`)).statusCode).toBe(403);
    });
  });

  describe('tours', () => {
    it('makes a tour and gives guards its checkpoints’ hashes, never their codes', async () => {
      const [a, b] = [await addCheckpoint(), await addCheckpoint()];
      const tour = await addTour({
        checkpointIds: [b!.id, a!.id],
        times: ['22:00', '02:00'],
        everyMinutes: undefined,
        from: undefined,
        to: undefined,
      });
      expect(tour).toMatchObject({
        order: 'STRICT',
        times: ['22:00', '02:00'],
        everyMinutes: null,
        windowMinutes: 45,
      });
      expect(tour.checkpointIds).toEqual([b!.id, a!.id]);
      const res = await call(guard, 'GET', `/api/missions/${missionId}/tours`);
      expect(res.statusCode).toBe(200);
      expect(res.body).not.toContain(a!.code);
      const seen = (res.json() as Tour[]).find((x) => x.id === tour.id)!;
      expect(seen.checkpoints.map((c) => c.codeHash)).toEqual([b!.codeHash, a!.codeHash]);
      expect((await call(outsider, 'GET', `/api/missions/${missionId}/tours`)).statusCode).toBe(403);
    });

    it('lists the rounds due while a shift is in progress', async () => {
      const tour = await addTour({ checkpointIds: [(await addCheckpoint()).id] });
      const slots = tour.slots;
      expect(slots.length).toBeGreaterThan(0);
      const first = Date.parse(slots[0]!.scheduledAt);
      expect(first).toBeLessThanOrEqual(Date.now());
      expect(Date.parse(slots[0]!.windowEndsAt) - first).toBe(45 * 60_000);
      // The shifts end two hours from now: nothing is due after.
      expect(Date.parse(slots.at(-1)!.scheduledAt)).toBeLessThan(Date.now() + 2 * HOUR);
      expect(slots[0]!.status).toBe('PLANNED');
    });

    it('refuses a bad schedule, a checkpoint of another mission, and guards', async () => {
      const cp = await addCheckpoint();
      const both = await call(supervisor, 'POST', `/api/missions/${missionId}/tours`, {
        name: 'x',
        order: 'FREE',
        checkpointIds: [cp.id],
        times: ['22:00'],
        everyMinutes: 60,
        from: '22:00',
        to: '06:00',
      });
      expect(both.statusCode).toBe(400);
      expect(both.json().message).toBe(MSG.tourScheduleInvalid);
      const badTime = await call(supervisor, 'POST', `/api/missions/${missionId}/tours`, {
        name: 'x',
        order: 'FREE',
        checkpointIds: [cp.id],
        times: ['25:00'],
      });
      expect(badTime.json().message).toBe(MSG.tourTimeInvalid);
      const other = await addCheckpoint({}, otherMissionId);
      const foreign = await call(supervisor, 'POST', `/api/missions/${missionId}/tours`, {
        name: 'x',
        order: 'FREE',
        checkpointIds: [other.id],
        times: ['22:00'],
      });
      expect(foreign.statusCode).toBe(400);
      expect(foreign.json().message).toBe(MSG.tourCheckpointUnknown);
      expect(
        (
          await call(guard, 'POST', `/api/missions/${missionId}/tours`, {
            name: 'x',
            order: 'FREE',
            checkpointIds: [cp.id],
            times: ['22:00'],
          })
        ).statusCode,
      ).toBe(403);
    });

    it('changes a tour’s schedule and checkpoints, and deletes it', async () => {
      const [a, b] = [await addCheckpoint(), await addCheckpoint()];
      const tour = await addTour({ checkpointIds: [a!.id] });
      const res = await call(supervisor, 'PATCH', `/api/tours/${tour.id}`, {
        times: ['23:00'],
        checkpointIds: [a!.id, b!.id],
        order: 'FREE',
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        times: ['23:00'],
        everyMinutes: null,
        from: null,
        to: null,
        order: 'FREE',
        checkpointIds: [a!.id, b!.id],
      });
      const half = await call(supervisor, 'PATCH', `/api/tours/${tour.id}`, { times: null });
      expect(half.statusCode).toBe(400);
      expect((await call(guard, 'PATCH', `/api/tours/${tour.id}`, { name: 'x' })).statusCode).toBe(403);
      expect((await call(supervisor, 'DELETE', `/api/tours/${tour.id}`)).statusCode).toBe(204);
      expect((await call(supervisor, 'PATCH', `/api/tours/${tour.id}`, { name: 'x' })).statusCode).toBe(404);
    });
  });

  describe('a round', () => {
    it('is started once, scanned with flags, and ended with its status', async () => {
      const a = await addCheckpoint({ name: 'Portail', ...PARIS });
      const b = await addCheckpoint({ name: 'Sous-sol' });
      const c = await addCheckpoint({ name: 'Toit', ...PARIS });
      const tour = await addTour({ checkpointIds: [a.id, b.id, c.id] });

      const started = await start(guard, tour.id, 'round-a');
      expect(started.statusCode).toBe(201);
      const round = started.json() as Round;
      expect(round).toMatchObject({
        status: 'IN_PROGRESS',
        tourId: tour.id,
        agent: { firstName: 'Noé', lastName: 'Garnier' },
      });
      expect(round.missingCheckpointIds).toEqual([a.id, b.id, c.id]);
      const again = await start(guard, tour.id, 'round-a');
      expect(again.statusCode).toBe(200);
      expect(again.json().id).toBe(round.id);
      expect((await start(colleague, tour.id)).json()).toMatchObject({ code: 'ROUND_TAKEN' });

      const first = await scan(guard, round.id!, {
        code: a.code,
        ...PARIS,
        accuracy: 8,
        clientRequestId: 'scan-a',
      });
      expect(first.statusCode).toBe(201);
      expect((first.json() as Scan).flags).toEqual([]);
      const repeat = await scan(guard, round.id!, { code: a.code, clientRequestId: 'scan-a' });
      expect(repeat.statusCode).toBe(200);
      expect(repeat.json().id).toBe(first.json().id);
      // The tag's URL is read as well as its code; a basement checkpoint has no position to check.
      const byUrl = await scan(guard, round.id!, { code: b.url, method: 'URL' });
      expect(byUrl.json().flags).toEqual([]);
      const manual = await scan(guard, round.id!, {
        method: 'MANUAL',
        checkpointId: c.id,
        reason: 'QR code arraché',
      });
      expect(manual.statusCode).toBe(201);
      expect(manual.json()).toMatchObject({
        method: 'MANUAL',
        reason: 'QR code arraché',
        flags: ['NO_FIX', 'MANUAL'],
      });

      const finished = await call(guard, 'POST', `/api/rounds/${round.id}/finish`, {});
      expect(finished.statusCode).toBe(200);
      expect(finished.json()).toMatchObject({ status: 'COMPLETE_WITH_FLAGS', missingCheckpointIds: [] });
      expect((finished.json() as Round).scans).toHaveLength(3);
      const late = await scan(guard, round.id!, { code: a.code });
      expect(late.statusCode).toBe(409);

      const day = await call(
        supervisor,
        'GET',
        `/api/missions/${missionId}/rounds?date=${toParisDate(new Date())}`,
      );
      const listed = (day.json() as Round[]).find((r) => r.id === round.id)!;
      expect(listed.scans.map((s) => s.checkpointName)).toEqual(['Portail', 'Sous-sol', 'Toit']);
      const guardView = await call(
        guard,
        'GET',
        `/api/missions/${missionId}/rounds?date=${toParisDate(new Date())}`,
      );
      expect(guardView.statusCode).toBe(200);
      expect(
        (await call(outsider, 'GET', `/api/missions/${missionId}/rounds?date=${toParisDate(new Date())}`))
          .statusCode,
      ).toBe(403);
    });

    it('refuses a code of another mission, an unknown code, and someone else’s round', async () => {
      const a = await addCheckpoint();
      const tour = await addTour({ checkpointIds: [a.id], order: 'FREE' });
      const round = (await start(guard, tour.id)).json() as Round;
      const foreign = await addCheckpoint({}, otherMissionId);
      const res = await scan(guard, round.id!, { code: foreign.code });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe("Ce point de contrôle n'appartient pas à cette mission");
      const unknown = await scan(guard, round.id!, { code: 'AAAAAAAAAAAAAAAAAAAAAA' });
      expect(unknown.statusCode).toBe(400);
      expect(unknown.json().message).toBe(MSG.checkpointUnknownCode);
      const notInTour = await scan(guard, round.id!, { code: (await addCheckpoint()).code });
      expect(notInTour.json().message).toBe(MSG.checkpointNotInTour);
      expect((await scan(colleague, round.id!, { code: a.code })).statusCode).toBe(403);
      expect((await scan(supervisor, round.id!, { code: a.code })).statusCode).toBe(403);
      const notYours = await call(colleague, 'POST', `/api/rounds/${round.id}/finish`);
      expect(notYours.statusCode, notYours.body).toBe(403);
      expect((await scan(guard, UNKNOWN_ID, { code: a.code })).statusCode).toBe(404);
      const noReason = await scan(guard, round.id!, { method: 'MANUAL', checkpointId: a.id });
      expect(noReason.statusCode).toBe(400);
      expect(noReason.json().message).toBe(MSG.scanReasonRequired);
    });

    it('is started only by a guard of the mission who is on duty', async () => {
      const tour = await addTour({ checkpointIds: [(await addCheckpoint()).id] });
      expect((await start(outsider, tour.id)).statusCode).toBe(403);
      expect((await start(supervisor, tour.id)).statusCode).toBe(403);
      const offDuty = await createUser(t.database.db, { role: 'AGENT' });
      await seedAssignment(t.database.db, missionId, offDuty.agentId!);
      const res = await start(offDuty, tour.id);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ code: 'NOT_ON_DUTY', message: MSG.roundNotOnDuty });
    });
  });

  it('prints the rounds report for staff, over 31 days at most', async () => {
    const day = toParisDate(new Date());
    const res = await call(supervisor, 'GET', `/api/missions/${missionId}/rounds.pdf?from=${day}&to=${day}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const long = await call(
      supervisor,
      'GET',
      `/api/missions/${missionId}/rounds.pdf?from=2026-01-01&to=2026-03-01`,
    );
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toBe(MSG.roundsPeriodInvalid);
    // Numbers that are not days: the day's message, never a 500.
    const numbers = await call(
      supervisor,
      'GET',
      `/api/missions/${missionId}/rounds.pdf?from=1e%2B308&to=5e-324`,
    );
    expect(numbers.statusCode).toBe(400);
    expect(numbers.json().message).toBe(MSG.planningInvalidDay);
    expect(
      (await call(guard, 'GET', `/api/missions/${missionId}/rounds.pdf?from=${day}&to=${day}`)).statusCode,
    ).toBe(403);
  });

  it('links an incident to a checkpoint of its own mission only', async () => {
    const foreign = await addCheckpoint({}, otherMissionId);
    const res = await call(guard, 'POST', '/api/incidents', {
      missionId,
      type: 'other',
      title: 'Anomalie',
      description: 'Porte forcée',
      checkpointId: foreign.id,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe("Ce point de contrôle n'appartient pas à cette mission");
  });
});
