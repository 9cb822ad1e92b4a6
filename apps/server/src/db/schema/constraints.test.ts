import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SPECIALTY_LABELS } from '@secops/domain/specialties';
import { createTestDatabase } from '../../test/test-app.ts';
import type { Database } from '../client.ts';
import { isUniqueViolation } from '../errors.ts';
import {
  agents,
  attendances,
  equipment,
  equipmentAssignments,
  incidents,
  missions,
  shifts,
  specialties,
  users,
} from './index.ts';

describe('database constraints', () => {
  let database: Database;
  let drop: () => Promise<void>;
  let agentId: string;
  let missionId: string;

  beforeAll(async () => {
    ({ database, drop } = await createTestDatabase());
    const [user] = await database.db
      .insert(users)
      .values({ email: 'Marie.Durand@secops.fr', passwordHash: 'x', role: 'AGENT' })
      .returning();
    const [agent] = await database.db
      .insert(agents)
      .values({ userId: user!.id, firstName: 'Marie', lastName: 'Durand', matricule: 'AG-0100' })
      .returning();
    const [mission] = await database.db
      .insert(missions)
      .values({ title: 'Garde de nuit', type: 'RESIDENCE', startAt: new Date(), endAt: new Date() })
      .returning();
    agentId = agent!.id;
    missionId = mission!.id;
  });
  afterAll(() => drop());

  const refusal = (p: Promise<unknown>) =>
    p.then(
      () => 'accepted',
      (error: unknown) => error,
    );

  it('refuses a second account whose e-mail differs only by case', async () => {
    const error = await refusal(
      database.db.insert(users).values({ email: 'marie.durand@SECOPS.fr', passwordHash: 'x', role: 'AGENT' }),
    );
    expect(isUniqueViolation(error, 'users_email_unique')).toBe(true);
  });

  it('refuses a second agent with the same matricule', async () => {
    const error = await refusal(
      database.db.insert(agents).values({ firstName: 'Paul', lastName: 'Martin', matricule: 'AG-0100' }),
    );
    expect(isUniqueViolation(error, 'agents_matricule_unique')).toBe(true);
  });

  it('refuses a second open assignment of the same equipment but allows one after its return', async () => {
    const [radio] = await database.db
      .insert(equipment)
      .values({ kind: 'radio', serial: 'MTP-1' })
      .returning();
    const [first] = await database.db
      .insert(equipmentAssignments)
      .values({ equipmentId: radio!.id, agentId })
      .returning();
    const error = await refusal(
      database.db.insert(equipmentAssignments).values({ equipmentId: radio!.id, agentId }),
    );
    expect(isUniqueViolation(error, 'equipment_assignments_one_open')).toBe(true);

    await database.db
      .update(equipmentAssignments)
      .set({ inAt: new Date() })
      .where(eq(equipmentAssignments.id, first!.id));
    await expect(
      database.db.insert(equipmentAssignments).values({ equipmentId: radio!.id, agentId }),
    ).resolves.toBeDefined();
  });

  it('refuses a second attendance for the same agent and shift', async () => {
    const [shift] = await database.db
      .insert(shifts)
      .values({ agentId, missionId, startAt: new Date(), endAt: new Date(Date.now() + 3_600_000) })
      .returning();
    const row = { agentId, missionId, shiftId: shift!.id, status: 'STARTED' as const, startTime: new Date() };
    await database.db.insert(attendances).values(row);
    const error = await refusal(database.db.insert(attendances).values(row));
    expect(isUniqueViolation(error, 'attendances_agent_shift_unique')).toBe(true);
  });

  it('refuses an incident severity outside 1 to 5', async () => {
    const base = { missionId, type: 'other' as const, title: 'Test', description: 'Test' };
    await expect(database.db.insert(incidents).values({ ...base, severity: 6 })).rejects.toThrow();
    await expect(database.db.insert(incidents).values({ ...base, severity: 5 })).resolves.toBeDefined();
  });

  it('keeps the agent and its history when the agent user is deleted', async () => {
    await database.db.delete(users).where(eq(users.email, 'Marie.Durand@secops.fr'));
    const [agent] = await database.db.select().from(agents).where(eq(agents.id, agentId));
    expect(agent?.userId).toBeNull();
    expect(await database.db.$count(attendances, eq(attendances.agentId, agentId))).toBe(1);
  });

  it('starts the specialty catalogue with the five default specialties', async () => {
    const rows = await database.db.select().from(specialties);
    expect(Object.fromEntries(rows.map((r) => [r.code, r.label]))).toEqual(SPECIALTY_LABELS);
  });
});
