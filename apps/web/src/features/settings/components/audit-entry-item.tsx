import type { AuditEntry } from '@secops/domain/audit';
import * as MSG from '@secops/domain/messages';
import { History } from 'lucide-react';
import { Badge, type BadgeTone } from '../../../components/ui/badge.tsx';
import { formatParis } from '../../../lib/format.ts';
import { auditFieldLabel } from '@secops/domain/audit-tables';
import { auditActionLabel, auditEntityLabel, auditFields, shortId } from '../utils/audit-text.ts';
import { AuditChange } from './audit-change.tsx';

const ACTION_TONES: Record<string, BadgeTone> = { create: 'green', update: 'blue', delete: 'red' };

/** One entry of the log: when, who, which element by name, and each changed field before → after in French. */
export function AuditEntryItem({
  entry,
  onHistory,
}: {
  entry: AuditEntry;
  onHistory: (entry: AuditEntry) => void;
}) {
  const changes = auditFields(entry);
  const type = auditEntityLabel(entry.entityType);
  return (
    <li className="grid gap-2 py-3 sm:grid-cols-[10rem_12rem_1fr] sm:gap-4">
      <div className="text-sm text-slate-600">
        <time dateTime={entry.at}>{formatParis(entry.at, 'dd/MM/yyyy HH:mm:ss')}</time>
        <p className="font-medium text-slate-900">{entry.user?.name ?? MSG.auditSystem}</p>
      </div>
      <div className="flex flex-wrap items-start gap-2">
        <Badge tone={ACTION_TONES[entry.action] ?? 'neutral'}>{auditActionLabel(entry.action)}</Badge>
        <span className="text-sm text-slate-700">
          {type}
          {entry.entityId && (
            <>
              {' '}
              {entry.entityLabel ? (
                <span className="font-medium text-slate-900">{entry.entityLabel}</span>
              ) : (
                <span className="font-mono text-xs text-slate-500" title={entry.entityId}>
                  {shortId(entry.entityId)}
                </span>
              )}
              <button
                type="button"
                onClick={() => onHistory(entry)}
                className="ml-1 inline-flex size-8 items-center justify-center rounded-md align-middle text-slate-500 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-blue-600"
                title={MSG.auditHistory}
                aria-label={`${MSG.auditHistory} : ${type} ${entry.entityLabel ?? entry.entityId}`}
              >
                <History aria-hidden="true" className="size-4" />
              </button>
            </>
          )}
        </span>
      </div>
      {changes.length === 0 ? (
        <p className="text-sm text-slate-500">{MSG.auditNoDetail}</p>
      ) : (
        <dl className="grid grid-cols-[minmax(6rem,auto)_1fr] gap-x-3 gap-y-1 text-sm">
          {changes.map(([field, change]) => (
            <div key={field} className="contents">
              <dt className="text-slate-500">{auditFieldLabel(entry.entityType, field)}</dt>
              <dd className="min-w-0 break-words text-slate-900">
                <AuditChange entry={entry} field={field} change={change} />
              </dd>
            </div>
          ))}
        </dl>
      )}
    </li>
  );
}
