import type { MissionDocument } from '@secops/domain/documents';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** A mission's documents, newest first. */
export const getDocuments = (missionId: string): Promise<MissionDocument[]> =>
  api.get<MissionDocument[]>(`/missions/${encodeURIComponent(missionId)}/documents`);

export const documentsQueryOptions = (missionId: string) =>
  queryOptions({ queryKey: ['documents', missionId], queryFn: () => getDocuments(missionId) });

export const useDocuments = (missionId: string) => useQuery(documentsQueryOptions(missionId));
