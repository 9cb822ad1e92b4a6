import type { AssignmentRole } from '@secops/domain/assignments';
import type { MissionStatus } from '@secops/domain/missions';
import type { Db } from '../../db/client.ts';
import { clients, incidents, missionAssignments, missions } from '../../db/schema/index.ts';

type MissionOptions = Partial<typeof missions.$inferInsert> & { status?: MissionStatus };

/** Inserts a mission straight into the database (tomorrow 09:00–17:00 UTC unless told otherwise). */
export async function seedMission(db: Db, options: MissionOptions = {}): Promise<string> {
  const start = new Date(Date.now() + 86_400_000);
  start.setUTCHours(9, 0, 0, 0);
  const [row] = await db
    .insert(missions)
    .values({
      title: 'Protection du salon',
      type: 'EVENT',
      startAt: start,
      endAt: new Date(start.getTime() + 8 * 3_600_000),
      ...options,
    })
    .returning({ id: missions.id });
  if (!row) throw new Error('mission insert returned no row');
  return row.id;
}

export async function seedAssignment(
  db: Db,
  missionId: string,
  agentId: string,
  role: AssignmentRole = 'agent',
): Promise<void> {
  await db.insert(missionAssignments).values({ missionId, agentId, role });
}

export async function seedClient(db: Db, name = 'Groupe Hôtelier Lumière'): Promise<string> {
  const [row] = await db.insert(clients).values({ name }).returning({ id: clients.id });
  if (!row) throw new Error('client insert returned no row');
  return row.id;
}

export async function seedIncident(
  db: Db,
  missionId: string,
  options: Partial<typeof incidents.$inferInsert> = {},
): Promise<string> {
  const [row] = await db
    .insert(incidents)
    .values({ missionId, type: 'other', title: 'Ronde', description: 'RAS', ...options })
    .returning({ id: incidents.id });
  if (!row) throw new Error('incident insert returned no row');
  return row.id;
}
