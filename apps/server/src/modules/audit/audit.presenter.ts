import type { AuditEntry } from '@secops/domain/audit';
import type { AuditRow } from './audit.repository.ts';

type Changes = AuditEntry['changes'];

const changesOf = (details: unknown): Changes => {
  const changes = (details as { changes?: unknown } | null)?.changes;
  return changes && typeof changes === 'object' ? (changes as Changes) : {};
};

/** The author by name (an account deleted since is named as such); the row's changes as field → before/after. */
export function presentAuditEntry(row: AuditRow): AuditEntry {
  const name = [row.firstName, row.lastName].filter(Boolean).join(' ') || row.email || 'Compte supprimé';
  return {
    id: row.id,
    at: row.createdAt.toISOString(),
    action: row.action,
    entityType: row.entity,
    entityId: row.entityId,
    user: row.userId ? { id: row.userId, name } : null,
    changes: changesOf(row.details),
  };
}
