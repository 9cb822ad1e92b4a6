import type { AuditEntry, AuditEntityType } from '@secops/domain/audit';
import type { UserSummary } from '@secops/domain/auth';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, type Page } from '../../../lib/api-client.ts';

export const AUDIT_PAGE_SIZE = 20;

export type AuditFilters = {
  entityType?: AuditEntityType;
  entityId?: string;
  userId?: string;
  from?: string;
  offset: number;
};

/** GET /api/audit-log: a page of the log, newest first, with the number of entries matching the filters. */
export const getAuditLog = (filters: AuditFilters): Promise<Page<AuditEntry>> =>
  api.page<AuditEntry>('/audit-log', { query: { ...filters, limit: AUDIT_PAGE_SIZE } });

export const auditLogQueryOptions = (filters: AuditFilters) =>
  queryOptions({ queryKey: ['audit-log', filters], queryFn: () => getAuditLog(filters) });

/** The previous page stays on screen while the next one loads. */
export const useAuditLog = (filters: AuditFilters) =>
  useQuery({ ...auditLogQueryOptions(filters), placeholderData: keepPreviousData });

/** GET /api/users: the accounts, to filter the log by author. */
export const accountsQueryOptions = () =>
  queryOptions({ queryKey: ['users'], queryFn: () => api.get<UserSummary[]>('/users'), staleTime: 60_000 });

export const useAccounts = () => useQuery(accountsQueryOptions());
