import type { MissedCall } from '@secops/domain/calls';
import { api } from '../../../lib/api-client.ts';

/** The signed-in user's missed calls not shown yet. */
export const getMissedCalls = async (): Promise<MissedCall[]> =>
  (await api.get<{ missedCalls: MissedCall[] }>('/calls/missed')).missedCalls;

/** Every missed call of the signed-in user has now been shown. */
export const markMissedCallsSeen = (): Promise<void> => api.post<void>('/calls/missed/seen');
