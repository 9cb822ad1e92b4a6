import type { AuditEntry } from '@secops/domain/audit';
import { AUDIT_ACTION_LABELS, AUDIT_ENTITY_LABELS, AUDIT_FIELD_LABELS } from '@secops/domain/audit';
import { formatDateTime } from '../../../lib/format.ts';

const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;
const MAX_TEXT = 80;

/** A value of a change as a dispatcher reads it: Oui/Non, dates in French, long texts cut, nothing as a dash. */
export function auditValueText(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'boolean') return value ? 'Oui' : 'Non';
  if (typeof value === 'string' && ISO_INSTANT.test(value)) return formatDateTime(value);
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return text.length > MAX_TEXT ? `${text.slice(0, MAX_TEXT - 1)}…` : text;
}

export const auditFieldLabel = (field: string): string => AUDIT_FIELD_LABELS[field] ?? field;
export const auditActionLabel = (action: string): string => AUDIT_ACTION_LABELS[action] ?? action;
export const auditEntityLabel = (type: string): string =>
  (AUDIT_ENTITY_LABELS as Record<string, string>)[type] ?? type;

/** The first characters of an identifier: enough to tell two apart on screen, the whole one is in the title. */
export const shortId = (id: string): string => (id.length > 8 ? id.slice(0, 8) : id);

/**
 * The fields worth reading in an entry: every one of an update; for a creation or a deletion, those that held a
 * value, without the identifier the entry already names.
 */
export function auditFields(entry: AuditEntry): [string, { before: unknown; after: unknown }][] {
  const fields = Object.entries(entry.changes);
  if (entry.action === 'update') return fields;
  return fields.filter(([field, change]) => {
    const value = entry.action === 'delete' ? change.before : change.after;
    return field !== 'id' && value !== null && value !== undefined && value !== '';
  });
}
