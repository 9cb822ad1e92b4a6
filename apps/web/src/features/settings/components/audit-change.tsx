import type { AuditEntry } from '@secops/domain/audit';
import * as MSG from '@secops/domain/messages';
import { auditValueText, isLongText } from '../utils/audit-text.ts';
import { diffExcerpt, wordDiff } from '../utils/word-diff.ts';

type Change = AuditEntry['changes'][string];

/** Two versions of a text as what changed: removed words struck through, added ones underlined, both announced. */
export function TextDiff({ before, after }: { before: string; after: string }) {
  return (
    <span className="whitespace-pre-line">
      {diffExcerpt(wordDiff(before, after)).map((part, i) =>
        part.kind === 'removed' ? (
          <del key={i} className="rounded-sm bg-red-50 px-0.5 text-red-800 decoration-red-800">
            <span className="sr-only">{MSG.auditTextRemoved} </span>
            {part.text}
          </del>
        ) : part.kind === 'added' ? (
          <ins key={i} className="rounded-sm bg-green-50 px-0.5 text-green-900 decoration-green-900">
            <span className="sr-only">{MSG.auditTextAdded} </span>
            {part.text}
          </ins>
        ) : (
          <span key={i}>{part.text}</span>
        ),
      )}
    </span>
  );
}

const isEmpty = (value: unknown) =>
  value === null || value === undefined || value === '' || (Array.isArray(value) && value.length === 0);

/** One changed field's value: before → after for an update (a long text as what changed), else the value. */
export function AuditChange({ entry, field, change }: { entry: AuditEntry; field: string; change: Change }) {
  const text = (value: unknown) => auditValueText(entry.entityType, field, value, entry.refs);
  const long = isLongText(entry.entityType, field);
  if (entry.action !== 'update') {
    const value = text(entry.action === 'delete' ? change.before : change.after);
    return long ? (
      <span className="line-clamp-3 whitespace-pre-line" title={value}>
        {value}
      </span>
    ) : (
      <>{value}</>
    );
  }
  if (long) {
    const side = (value: unknown) => (isEmpty(value) ? '' : text(value));
    return <TextDiff before={side(change.before)} after={side(change.after)} />;
  }
  return (
    <>
      <span className="text-slate-500 line-through">{text(change.before)}</span>
      {' → '}
      {text(change.after)}
    </>
  );
}
