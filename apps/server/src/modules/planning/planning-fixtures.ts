import { randomBytes } from 'node:crypto';
import type { MissionStatus, MissionType } from '@secops/domain/missions';
import type { Db } from '../../db/client.ts';
import { agents, attendances, certifications, missions, shifts, users } from '../../db/schema/index.ts';

/** Rows inserted straight into the database for the planning tests. */
const unique = () => randomBytes(4).toString('hex');

type MissionOptions = {
  title?: string;
  type?: MissionType;
  status?: MissionStatus;
  startAt?: string;
  endAt?: string;
  lat?: number | null;
  lng?: number | null;
};

export async function insertMission(db: Db, options: MissionOptions = {}): Promise<string> {
  const [row] = await db
    .insert(missions)
    .values({
      title: options.title ?? `Mission ${unique()}`,
      type: options.type ?? 'VIP_PROTECTION',
      status: options.status ?? 'CONFIRMED',
      startAt: new Date(options.startAt ?? '2024-03-01T08:00:00Z'),
      endAt: new Date(options.endAt ?? '2024-12-31T18:00:00Z'),
      locationAddress: '10 rue de Rivoli, 75001 Paris',
      locationLat: options.lat === undefined ? 48.8566 : options.lat,
      locationLng: options.lng === undefined ? 2.3522 : options.lng,
    })
    .returning({ id: missions.id });
  return row!.id;
}

type AgentOptions = {
  firstName?: string;
  lastName?: string;
  /** false: a deactivated account; null: no account at all. */
  active?: boolean | null;
  lat?: number | null;
  lng?: number | null;
  specialties?: string[];
};

export async function insertAgent(db: Db, options: AgentOptions = {}): Promise<string> {
  let userId: string | null = null;
  if (options.active !== null) {
    const [user] = await db
      .insert(users)
      .values({
        email: `agent-${unique()}@example.test`,
        passwordHash: 'not-a-real-hash',
        role: 'AGENT',
        isActive: options.active ?? true,
      })
      .returning({ id: users.id });
    userId = user!.id;
  }
  const [agent] = await db
    .insert(agents)
    .values({
      userId,
      firstName: options.firstName ?? 'Camille',
      lastName: options.lastName ?? 'Martin',
      matricule: `M-${unique()}`,
      addressLat: options.lat ?? null,
      addressLng: options.lng ?? null,
      specialties: options.specialties ?? [],
    })
    .returning({ id: agents.id });
  return agent!.id;
}

export async function insertShift(
  db: Db,
  values: { agentId: string; missionId: string; startAt: string; endAt: string },
): Promise<string> {
  const [row] = await db
    .insert(shifts)
    .values({ ...values, startAt: new Date(values.startAt), endAt: new Date(values.endAt) })
    .returning({ id: shifts.id });
  return row!.id;
}

export async function insertAttendance(db: Db, shiftId: string, agentId: string, missionId: string) {
  await db
    .insert(attendances)
    .values({ shiftId, agentId, missionId, status: 'STARTED', startTime: new Date('2024-03-12T07:00:00Z') });
}

export async function insertCertification(db: Db, agentId: string, type: string, expiresAt: string) {
  await db.insert(certifications).values({ agentId, type, expiresAt: new Date(expiresAt) });
}
