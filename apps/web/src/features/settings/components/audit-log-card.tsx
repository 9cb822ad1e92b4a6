import { AUDIT_ENTITY_TYPES, type AuditEntityType, type AuditEntry } from '@secops/domain/audit';
import * as MSG from '@secops/domain/messages';
import { X } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { LoadingState } from '../../../components/ui/spinner.tsx';
import { errorMessage } from '../../../lib/api-error.ts';
import { formatMessage } from '../../../lib/format-message.ts';
import { AUDIT_PAGE_SIZE, useAccounts, useAuditLog, type AuditFilters } from '../api/get-audit-log.ts';
import { auditEntityLabel, shortId } from '../utils/audit-text.ts';
import { AuditEntryItem } from './audit-entry-item.tsx';

const PERIODS = [
  { value: 'day', label: MSG.auditPeriodDay, hours: 24 },
  { value: 'week', label: MSG.auditPeriodWeek, hours: 24 * 7 },
  { value: 'month', label: MSG.auditPeriodMonth, hours: 24 * 30 },
  { value: 'all', label: MSG.auditPeriodAll, hours: 0 },
] as const;
type Period = (typeof PERIODS)[number]['value'];

const since = (period: Period): string | undefined => {
  const hours = PERIODS.find((p) => p.value === period)?.hours ?? 0;
  return hours ? new Date(Date.now() - hours * 3_600_000).toISOString() : undefined;
};

/** "Journal d'audit" (ADMIN and SUPERADMIN): the log newest first, filtered by type, author, period or element. */
export function AuditLogCard() {
  const [period, setPeriod] = useState<Period>('week');
  const [filters, setFilters] = useState<AuditFilters>({ from: since('week'), offset: 0 });
  const [element, setElement] = useState<string | null>(null);
  const log = useAuditLog(filters);
  const accounts = useAccounts();
  const change = (next: Partial<AuditFilters>) => setFilters({ ...filters, ...next, offset: 0 });
  const showHistory = (entry: AuditEntry) => {
    setElement(entry.entityLabel);
    change({ entityType: entry.entityType as AuditEntityType, entityId: entry.entityId ?? undefined });
  };
  const total = log.data?.total ?? 0;
  const shown = log.data?.items.length ?? 0;

  return (
    <Card title={MSG.auditTitle} description={MSG.auditDescription} className="lg:col-span-2">
      <div className="grid gap-3 sm:grid-cols-3">
        <Select
          label={MSG.auditFilterType}
          value={filters.entityType ?? ''}
          onChange={(e) =>
            change({ entityType: (e.target.value || undefined) as AuditEntityType, entityId: undefined })
          }
        >
          <option value="">{MSG.auditAllTypes}</option>
          {AUDIT_ENTITY_TYPES.map((type) => (
            <option key={type} value={type}>
              {auditEntityLabel(type)}
            </option>
          ))}
        </Select>
        <Select
          label={MSG.auditFilterUser}
          value={filters.userId ?? ''}
          onChange={(e) => change({ userId: e.target.value || undefined })}
        >
          <option value="">{MSG.auditAllUsers}</option>
          {accounts.data?.map((account) => (
            <option key={account.id} value={account.id}>
              {[account.firstName, account.lastName].filter(Boolean).join(' ') || account.email}
            </option>
          ))}
        </Select>
        <Select
          label={MSG.auditFilterPeriod}
          value={period}
          onChange={(e) => {
            const next = e.target.value as Period;
            setPeriod(next);
            change({ from: since(next) });
          }}
        >
          {PERIODS.map((p) => (
            <option key={p.value} value={p.value}>
              {p.label}
            </option>
          ))}
        </Select>
      </div>
      {filters.entityId && (
        <p className="mt-3 flex items-center gap-2 text-sm text-slate-700">
          <span title={filters.entityId}>
            {auditEntityLabel(filters.entityType ?? '')} ·{' '}
            {element ?? formatMessage(MSG.auditElementFilter, { id: shortId(filters.entityId) })}
          </span>
          <Button
            size="sm"
            variant="ghost"
            icon={<X aria-hidden="true" />}
            aria-label={MSG.auditClearElement}
            onClick={() => change({ entityId: undefined })}
          />
        </p>
      )}
      <div className="mt-4" aria-live="polite" aria-busy={log.isFetching}>
        {log.isPending ? (
          <LoadingState />
        ) : log.isError ? (
          <p role="alert" className="text-sm text-red-700">
            {errorMessage(log.error, MSG.auditLoadError)}
          </p>
        ) : shown === 0 ? (
          <EmptyState title={MSG.auditEmpty} description={MSG.auditEmptyHint} />
        ) : (
          <ul className="divide-y divide-slate-200">
            {log.data?.items.map((entry) => (
              <AuditEntryItem key={entry.id} entry={entry} onHistory={showHistory} />
            ))}
          </ul>
        )}
      </div>
      {total > 0 && (
        <nav className="mt-4 flex items-center justify-between gap-3" aria-label={MSG.auditTitle}>
          <p className="text-sm text-slate-600">
            {formatMessage(MSG.auditPageRange, {
              from: filters.offset + 1,
              to: filters.offset + shown,
              total,
            })}
          </p>
          <div className="flex gap-2">
            <Button
              size="sm"
              variant="secondary"
              disabled={filters.offset === 0}
              onClick={() =>
                setFilters({ ...filters, offset: Math.max(0, filters.offset - AUDIT_PAGE_SIZE) })
              }
            >
              {MSG.auditPrevious}
            </Button>
            <Button
              size="sm"
              variant="secondary"
              disabled={filters.offset + shown >= total}
              onClick={() => setFilters({ ...filters, offset: filters.offset + AUDIT_PAGE_SIZE })}
            >
              {MSG.auditNext}
            </Button>
          </div>
        </nav>
      )}
    </Card>
  );
}
