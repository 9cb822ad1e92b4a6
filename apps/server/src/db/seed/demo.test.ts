import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { certificationState } from '@secops/domain/certifications';
import { isValidSiret } from '@secops/domain/siret';
import { hashPassword, verifyPassword } from '../../lib/auth/password.ts';
import { DEMO_PASSWORD, DEMO_PASSWORD_HASH } from './people.data.ts';
import { missionsOnShiftAt } from '../../test/demo-queries.ts';
import { createTestDatabase } from '../../test/test-app.ts';
import type { Database } from '../client.ts';
import {
  agents,
  certifications,
  checklistItems,
  clients,
  equipment,
  equipmentAssignments,
  incidents,
  missions,
  shifts,
  users,
  vehicles,
} from '../schema/index.ts';
import { seedDemo, type DemoAccount } from './demo.ts';

describe('demo seed', () => {
  const now = new Date();
  let database: Database;
  let drop: () => Promise<void>;
  let accounts: DemoAccount[] | null;

  beforeAll(async () => {
    ({ database, drop } = await createTestDatabase());
    accounts = await seedDemo(database.db, now);
  });
  afterAll(() => drop());

  it('creates the demo accounts with their roles and the demo password', async () => {
    expect(accounts).toEqual([
      { email: 'admin@secops.demo', role: 'SUPERADMIN' },
      { email: 'superviseur@secops.demo', role: 'SUPERVISOR' },
      { email: 'agent@secops.demo', role: 'AGENT' },
      { email: 'chef@secops.demo', role: 'LEAD' },
      { email: 'client@secops.demo', role: 'CLIENT' },
    ]);
    const [admin] = await database.db.select().from(users).where(eq(users.email, 'admin@secops.demo'));
    expect(await verifyPassword(admin!.passwordHash, 'Demo!2026')).toBe(true);
  });

  it('ties the client account to Hôtel Le Marois, whose missions its portal shows', async () => {
    const [account] = await database.db
      .select({ role: users.role, company: clients.name })
      .from(users)
      .innerJoin(clients, eq(clients.id, users.clientId))
      .where(eq(users.email, 'client@secops.demo'));
    expect(account).toEqual({ role: 'CLIENT', company: 'Hôtel Le Marois' });
    const [marois] = await database.db
      .select({ id: clients.id })
      .from(clients)
      .where(eq(clients.name, 'Hôtel Le Marois'));
    expect(await database.db.$count(missions, eq(missions.clientId, marois!.id))).toBe(3);
  });

  it('stores the demo password with the parameters new passwords get', async () => {
    const params = (hash: string) => hash.split('$').slice(0, 4).join('$');
    expect(params(DEMO_PASSWORD_HASH)).toBe(params(await hashPassword(DEMO_PASSWORD)));
  });

  it('fills every list with realistic amounts', async () => {
    const { db } = database;
    expect(await db.$count(agents)).toBe(12);
    expect(await db.$count(clients)).toBe(5);
    expect(await db.$count(missions)).toBe(10);
    expect(await db.$count(vehicles)).toBeGreaterThanOrEqual(3);
    expect(await db.$count(checklistItems)).toBeGreaterThan(30);
    const statuses = await db.selectDistinct({ status: missions.status }).from(missions);
    expect(statuses.map((s) => s.status).sort()).toEqual([
      'ACTIVE',
      'ARCHIVED',
      'COMPLETED',
      'CONFIRMED',
      'PREPARATION',
    ]);
    const kinds = await db.selectDistinct({ kind: equipment.kind }).from(equipment);
    expect(kinds).toHaveLength(6);
  });

  it.each(['agent@secops.demo', 'chef@secops.demo'])(
    'puts %s on an active mission with a shift covering the current time',
    async (email) => {
      expect(await missionsOnShiftAt(database, email, now)).toEqual([{ status: 'ACTIVE' }]);
    },
  );

  it('has exactly one expired and one soon-expiring certification', async () => {
    const rows = await database.db.select({ expiresAt: certifications.expiresAt }).from(certifications);
    const states = rows.map((r) => certificationState(r.expiresAt, now));
    expect(states.filter((s) => s === 'expired')).toHaveLength(1);
    expect(states.filter((s) => s === 'expiring')).toHaveLength(1);
  });

  it('gives every client a valid SIRET', async () => {
    const rows = await database.db.select({ siret: clients.siret }).from(clients);
    expect(rows.every((r) => r.siret !== null && isValidSiret(r.siret))).toBe(true);
  });

  it('reports incidents of every severity from 1 to 5 in every status', async () => {
    const rows = await database.db
      .select({ severity: incidents.severity, status: incidents.status })
      .from(incidents);
    expect([...new Set(rows.map((r) => r.severity))].sort()).toEqual([1, 2, 3, 4, 5]);
    expect([...new Set(rows.map((r) => r.status))].sort()).toEqual([
      'CLOSED',
      'IN_PROGRESS',
      'OPEN',
      'RESOLVED',
    ]);
  });

  it('never gives an agent two overlapping shifts', async () => {
    const rows = await database.db.select().from(shifts).orderBy(shifts.agentId, shifts.startAt);
    const overlaps = rows.filter(
      (s, i) => i > 0 && rows[i - 1]!.agentId === s.agentId && rows[i - 1]!.endAt > s.startAt,
    );
    expect(overlaps).toEqual([]);
  });

  it('hands out some equipment through open assignments', async () => {
    const assigned = await database.db.$count(equipment, eq(equipment.status, 'ASSIGNED'));
    const open = await database.db.$count(equipmentAssignments);
    expect(assigned).toBeGreaterThan(0);
    expect(open).toBe(assigned);
  });

  it('does nothing when run a second time', async () => {
    const before = await database.db.$count(users);
    expect(await seedDemo(database.db, now)).toBeNull();
    expect(await database.db.$count(users)).toBe(before);
    expect(await database.db.$count(missions)).toBe(10);
  });
});
