import { and, desc, eq, getTableColumns, inArray } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { AuditEntityType } from '@secops/domain/audit';
import { AUDIT_TABLES } from '@secops/domain/audit-tables';
import type { Db } from '../../db/client.ts';
import * as s from '../../db/schema/index.ts';

/** A row as the audit triggers copy it: column name → value (dates as Date when live, as text from the log). */
export type NamedRow = Record<string, unknown>;

/** The Drizzle table behind each element type the triggers record. */
export const AUDITED_TABLES: Readonly<Record<AuditEntityType, PgTable>> = {
  user: s.users,
  agent: s.agents,
  certification: s.certifications,
  specialty: s.specialties,
  client: s.clients,
  mission: s.missions,
  mission_assignment: s.missionAssignments,
  mission_perimeter: s.missionPerimeters,
  shift: s.shifts,
  attendance: s.attendances,
  incident: s.incidents,
  checklist_item: s.checklistItems,
  checklist_tick: s.checklistTicks,
  checklist_template: s.checklistTemplates,
  equipment: s.equipment,
  equipment_assignment: s.equipmentAssignments,
  vehicle: s.vehicles,
  document: s.documents,
  setting: s.appSettings,
  sos: s.sosAlerts,
  gps_device_token: s.gpsDeviceTokens,
  chat_message: s.chatMessages,
  push_subscription: s.pushSubscriptions,
  missed_call: s.missedCalls,
  unavailability: s.unavailabilities,
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The columns the log may show, by their database name: never a secret the trigger leaves out. */
function shownColumns(kind: AuditEntityType): Record<string, PgColumn> {
  const { hidden } = AUDIT_TABLES[kind];
  const columns = Object.values(getTableColumns(AUDITED_TABLES[kind])) as PgColumn[];
  return Object.fromEntries(columns.filter((c) => !hidden.includes(c.name)).map((c) => [c.name, c]));
}

/** The rows of one element type that still exist, by key (a key of the wrong form matches nothing). */
export async function findLiveRows(
  db: Db,
  kind: AuditEntityType,
  keys: string[],
): Promise<Map<string, NamedRow>> {
  const { key } = AUDIT_TABLES[kind];
  const wanted = key === 'id' ? keys.filter((k) => UUID.test(k)) : keys;
  if (wanted.length === 0) return new Map();
  const columns = shownColumns(kind);
  const keyColumn = columns[key] as PgColumn;
  // An account is named by its agent's name when it has one, as everywhere else.
  const rows: NamedRow[] =
    kind === 'user'
      ? await db
          .select({ ...columns, agent_first_name: s.agents.firstName, agent_last_name: s.agents.lastName })
          .from(s.users)
          .leftJoin(s.agents, eq(s.agents.userId, s.users.id))
          .where(inArray(keyColumn, wanted))
      : await db.select(columns).from(AUDITED_TABLES[kind]).where(inArray(keyColumn, wanted));
  return new Map(rows.map((row) => [String(row[key]), row]));
}

/**
 * The last copy the log holds of elements that no longer exist: the row as it was deleted, or else as it was
 * created. Keyed by `kind:key`.
 */
export async function findLoggedRows(
  db: Db,
  wanted: { kind: AuditEntityType; key: string }[],
): Promise<Map<string, NamedRow>> {
  if (wanted.length === 0) return new Map();
  const rows = await db
    .select({
      entity: s.auditLog.entity,
      entityId: s.auditLog.entityId,
      action: s.auditLog.action,
      details: s.auditLog.details,
    })
    .from(s.auditLog)
    .where(
      and(
        inArray(s.auditLog.entity, [...new Set(wanted.map((w) => w.kind))]),
        inArray(s.auditLog.entityId, [...new Set(wanted.map((w) => w.key))]),
        inArray(s.auditLog.action, ['create', 'delete']),
      ),
    )
    .orderBy(desc(s.auditLog.createdAt));
  const found = new Map<string, NamedRow>();
  for (const row of rows) {
    const id = `${row.entity}:${row.entityId}`;
    if (found.has(id)) continue;
    const changes = (
      row.details as { changes?: Record<string, { before?: unknown; after?: unknown }> } | null
    )?.changes;
    if (!changes) continue;
    const side = row.action === 'delete' ? 'before' : 'after';
    found.set(id, Object.fromEntries(Object.entries(changes).map(([k, v]) => [k, v[side] ?? null])));
  }
  return found;
}
