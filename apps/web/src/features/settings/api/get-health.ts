import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** GET /api/health: 200 when the database answers (and Redis, when configured); 503 otherwise. */
export type Health = {
  status: 'ok' | 'degraded';
  database: { status: 'connected' | 'error'; kind: 'pglite' | 'postgres' };
  redis: { status: 'connected' | 'error' | 'not_configured' };
  uptime: number;
};

export const getHealth = (): Promise<Health> => api.get<Health>('/health');

export const healthQueryOptions = () =>
  queryOptions({ queryKey: ['health'], queryFn: getHealth, staleTime: 30_000, retry: false });

export const useHealth = () => useQuery(healthQueryOptions());
