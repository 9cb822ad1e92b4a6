import { AUDIT_ENTITY_LABELS, type AuditEntityType } from '@secops/domain/audit';
import type { AuditRefKind } from '@secops/domain/audit-fields';
import { AUDIT_DELETED_LABELS, AUDIT_TABLES, auditField } from '@secops/domain/audit-tables';
import type { Db } from '../../db/client.ts';
import { ENTITY_NAMERS } from './audit-entity-names.ts';
import { findLiveRows, findLoggedRows, type NamedRow } from './audit-names.repository.ts';

export type ElementRef = { kind: AuditEntityType; key: string };

/** Names the elements the log refers to, by kind and key. */
export type Names = (kind: AuditEntityType, key: string) => string;

/** An element points at others at most this deep (an attendance's shift, then that shift's agent). */
const MAX_ROUNDS = 3;

const refId = (r: ElementRef) => `${r.kind}:${r.key}`;
const isEntity = (kind: string): kind is AuditEntityType => kind in AUDIT_TABLES;
const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);

/** The elements a value of a reference column names: one id, or each of a list. */
export function refsOfValue(target: AuditRefKind, value: unknown): ElementRef[] {
  const values = Array.isArray(value) ? value : [value];
  return values
    .filter((v) => v !== null && v !== undefined && v !== '')
    .map((v) => ({ kind: target, key: String(v) }));
}

/** The elements the name of `row` is made of. */
function usedBy(kind: AuditEntityType, row: NamedRow | null): ElementRef[] {
  if (!row) return [];
  return (ENTITY_NAMERS[kind].uses ?? []).flatMap((column) => {
    const target = auditField(kind, column)?.ref;
    return target ? refsOfValue(target, row[column]) : [];
  });
}

function groupByKind(refs: ElementRef[]): Map<AuditEntityType, string[]> {
  const groups = new Map<AuditEntityType, string[]>();
  for (const r of refs) groups.set(r.kind, [...(groups.get(r.kind) ?? []), r.key]);
  return groups;
}

/**
 * Looks up every element a page of the log names with one query per element type and round, plus one query for
 * those that are gone, whatever the number of entries (no query per entry). A deleted element is named from the
 * last copy the log holds of it ("AB-123-CD — véhicule supprimé"), or else as deleted ("Véhicule supprimé").
 */
export async function resolveNames(db: Db, wanted: ElementRef[]): Promise<Names> {
  const rows = new Map<string, NamedRow | null>();
  const gone = new Set<string>();
  let pending = wanted.filter((r) => isEntity(r.kind));
  for (let round = 0; round < MAX_ROUNDS && pending.length > 0; round += 1) {
    const fresh = [...new Map(pending.filter((r) => !rows.has(refId(r))).map((r) => [refId(r), r])).values()];
    const found = await Promise.all(
      [...groupByKind(fresh)].map(async ([kind, keys]) => ({
        kind,
        live: await findLiveRows(db, kind, keys),
      })),
    );
    for (const { kind, live } of found) for (const [key, row] of live) rows.set(refId({ kind, key }), row);
    const missing = fresh.filter((r) => !rows.has(refId(r)));
    const logged = await findLoggedRows(db, missing);
    for (const r of missing) {
      rows.set(refId(r), logged.get(refId(r)) ?? null);
      gone.add(refId(r));
    }
    pending = fresh.flatMap((r) => usedBy(r.kind, rows.get(refId(r)) ?? null));
  }

  const memo = new Map<string, string>();
  const names: Names = (kind, key) => {
    const id = refId({ kind, key });
    const cached = memo.get(id);
    if (cached !== undefined) return cached;
    const row = rows.get(id);
    let name: string;
    if (row === null) name = AUDIT_DELETED_LABELS[kind];
    else if (row === undefined) name = AUDIT_ENTITY_LABELS[kind];
    else {
      const own = ENTITY_NAMERS[kind].name(row, (r, column) => {
        const target = auditField(kind, column)?.ref;
        const value = r[column];
        return target && value !== null && value !== undefined ? names(target, String(value)) : '';
      });
      const shown = own || AUDIT_ENTITY_LABELS[kind];
      name = gone.has(id) ? `${shown} — ${lowerFirst(AUDIT_DELETED_LABELS[kind])}` : shown;
    }
    memo.set(id, name);
    return name;
  };
  return names;
}
