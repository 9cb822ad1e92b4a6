import type { GpsPrivacy } from '@secops/domain/gps';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** How long the server keeps the position history (GPS_RETENTION_DAYS). */
export const getGpsPrivacy = (): Promise<GpsPrivacy> => api.get<GpsPrivacy>('/gps/privacy');

export const gpsPrivacyQueryOptions = () =>
  queryOptions({ queryKey: ['gps', 'privacy'], queryFn: getGpsPrivacy, staleTime: Infinity });

export const useGpsPrivacy = () => useQuery(gpsPrivacyQueryOptions());
