import type { AuditEntityType } from './audit.ts';
import { ASSET_AUDIT_TABLES, MISSION_AUDIT_TABLES } from './audit-fields-operations.ts';
import { PEOPLE_AUDIT_TABLES } from './audit-fields-people.ts';
import type { AuditField, AuditTable } from './audit-fields.ts';

/** Every audited table by the element type its trigger records (migrations 0006 to 0013). */
export const AUDIT_TABLES: Readonly<Record<AuditEntityType, AuditTable>> = {
  ...PEOPLE_AUDIT_TABLES,
  ...MISSION_AUDIT_TABLES,
  ...ASSET_AUDIT_TABLES,
};

/** What an entry names when the element is gone and nothing in the log tells what it was. */
export const AUDIT_DELETED_LABELS: Readonly<Record<AuditEntityType, string>> = {
  user: 'Compte supprimé',
  agent: 'Agent supprimé',
  certification: 'Certification supprimée',
  specialty: 'Spécialité supprimée',
  client: 'Client supprimé',
  mission: 'Mission supprimée',
  mission_assignment: 'Affectation supprimée',
  mission_perimeter: 'Périmètre supprimé',
  shift: 'Horaire supprimé',
  attendance: 'Pointage supprimé',
  incident: 'Incident supprimé',
  checklist_item: 'Tâche supprimée',
  checklist_tick: 'Coche supprimée',
  checklist_template: 'Modèle supprimé',
  equipment: 'Équipement supprimé',
  equipment_assignment: 'Attribution supprimée',
  vehicle: 'Véhicule supprimé',
  document: 'Document supprimé',
  setting: 'Paramètre supprimé',
  sos: 'Alerte supprimée',
  gps_device_token: 'Jeton supprimé',
  chat_message: 'Message supprimé',
  push_subscription: 'Abonnement supprimé',
  missed_call: 'Appel supprimé',
  unavailability: 'Indisponibilité supprimée',
};

const tableOf = (entity: string): AuditTable | undefined =>
  (AUDIT_TABLES as Record<string, AuditTable | undefined>)[entity];

export const auditField = (entity: string, column: string): AuditField | undefined =>
  tableOf(entity)?.fields[column];

/** A column's French label; a column the catalogue does not know (a log older than a rename) shows as stored. */
export const auditFieldLabel = (entity: string, column: string): string =>
  auditField(entity, column)?.label ?? column;

/** A stored enum value in French; an unknown value shows as stored. */
export const auditEnumText = (field: AuditField, value: unknown): string =>
  field.values?.[String(value)] ?? String(value);

export type AuditColumn = { name: string; enumValues?: readonly string[] };

/**
 * What the catalogue lacks for one audited table, given its columns as the database has them: each column the
 * trigger copies needs a label, each value of an enum column a French value, and the catalogue names no column
 * that does not exist. Empty when complete.
 */
export function auditLabelGaps(entity: string, columns: readonly AuditColumn[]): string[] {
  const table = tableOf(entity);
  if (!table) return [`${entity} : table absente du catalogue`];
  const copied = columns.filter((c) => c.name !== 'updated_at' && !table.hidden.includes(c.name));
  const gaps: string[] = [];
  for (const column of copied) {
    const field = table.fields[column.name];
    if (!field) {
      gaps.push(`${entity}.${column.name} : libellé manquant`);
      continue;
    }
    for (const value of column.enumValues ?? []) {
      if (!field.values?.[value])
        gaps.push(`${entity}.${column.name} = ${value} : valeur française manquante`);
    }
  }
  const names = new Set(copied.map((c) => c.name));
  for (const name of Object.keys(table.fields)) {
    if (!names.has(name)) gaps.push(`${entity}.${name} : colonne inconnue de la base`);
  }
  return gaps;
}
