import type { AuditEntry, AuditEntityType } from '@secops/domain/audit';
import { AUDIT_TABLES, auditField } from '@secops/domain/audit-tables';
import type { AuditRow } from './audit.repository.ts';
import { refsOfValue, type ElementRef, type Names } from './audit-names.service.ts';

type Changes = AuditEntry['changes'];

const changesOf = (details: unknown): Changes => {
  const changes = (details as { changes?: unknown } | null)?.changes;
  return changes && typeof changes === 'object' ? (changes as Changes) : {};
};

const entityOf = (row: AuditRow): AuditEntityType | null =>
  row.entity in AUDIT_TABLES ? (row.entity as AuditEntityType) : null;

/** The elements the changed fields of an entry point at, before and after. */
function changeRefs(row: AuditRow): ElementRef[] {
  const entity = entityOf(row);
  if (!entity) return [];
  return Object.entries(changesOf(row.details)).flatMap(([column, change]) => {
    const target = auditField(entity, column)?.ref;
    return target ? [...refsOfValue(target, change.before), ...refsOfValue(target, change.after)] : [];
  });
}

/** Every element a page of entries names: the element of each entry and those its changes point at. */
export function auditElementRefs(rows: AuditRow[]): ElementRef[] {
  return rows.flatMap((row) => {
    const entity = entityOf(row);
    const own = entity && row.entityId ? [{ kind: entity, key: row.entityId }] : [];
    return [...own, ...changeRefs(row)];
  });
}

/**
 * The author by name (an account deleted since is named as such); the element by name; the row's changes as
 * field → before/after, with the name of each element a changed field points at.
 */
export function presentAuditEntry(row: AuditRow, names: Names): AuditEntry {
  const name = [row.firstName, row.lastName].filter(Boolean).join(' ') || row.email || 'Compte supprimé';
  const entity = entityOf(row);
  return {
    id: row.id,
    at: row.createdAt.toISOString(),
    action: row.action,
    entityType: row.entity,
    entityId: row.entityId,
    entityLabel: entity && row.entityId ? names(entity, row.entityId) : null,
    user: row.userId ? { id: row.userId, name } : null,
    changes: changesOf(row.details),
    refs: Object.fromEntries(changeRefs(row).map((r) => [r.key, names(r.kind, r.key)])),
  };
}
