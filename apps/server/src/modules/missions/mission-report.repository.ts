import { and, asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { missionAssignments, missions } from '../../db/schema/index.ts';

const person = { columns: { firstName: true, lastName: true } } as const;

/** Everything the mission report shows, in one relational query. */
export function loadMissionReport(db: DbOrTx, id: string) {
  return db.query.missions.findFirst({
    where: eq(missions.id, id),
    with: {
      client: { columns: { name: true, contact: true, phone: true, email: true } },
      assignments: {
        columns: { role: true, agentId: true },
        with: { agent: { columns: { firstName: true, lastName: true, matricule: true } } },
        orderBy: (t) => [asc(t.createdAt)],
      },
      shifts: {
        columns: { startAt: true, endAt: true, zone: true },
        with: { agent: person },
        orderBy: (t) => [asc(t.startAt)],
      },
      incidents: {
        columns: { occurredAt: true, title: true, type: true, severity: true, status: true },
        with: { reporter: person },
        orderBy: (t) => [asc(t.occurredAt)],
      },
      checklists: {
        columns: { label: true, category: true, required: true, assignedAgents: true },
        with: { ticks: { columns: { agentId: true, checked: true } } },
        orderBy: (t) => [asc(t.order), asc(t.createdAt)],
      },
      attendances: {
        columns: { status: true, startTime: true, endTime: true, regularHours: true, overtimeHours: true },
        with: { agent: person },
        orderBy: (t) => [asc(t.startTime)],
      },
    },
  });
}

export type MissionReportData = NonNullable<Awaited<ReturnType<typeof loadMissionReport>>>;

export async function isAssignedToMission(db: DbOrTx, missionId: string, agentId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: missionAssignments.id })
    .from(missionAssignments)
    .where(and(eq(missionAssignments.missionId, missionId), eq(missionAssignments.agentId, agentId)));
  return row !== undefined;
}
