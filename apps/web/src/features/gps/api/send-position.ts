import type { LivePosition, PositionUpdate } from '@secops/domain/gps';
import { api } from '../../../lib/api-client.ts';

/** The HTTP way of sending a position, used while the live socket is down. */
export const sendPosition = (position: PositionUpdate): Promise<LivePosition> =>
  api.post<LivePosition>('/gps/position', position);
