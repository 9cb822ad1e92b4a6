import type { PositionUpdate } from '@secops/domain/gps';
import { ApiError } from '../../../lib/api-error.ts';
import { ACK_TIMEOUT_MS, gpsSocket, unwrapAck } from '../../../lib/socket.ts';

/**
 * Sends a position over the live socket; answers false when the socket is down or does not answer in time (the
 * caller then uses HTTP). A refusal by the server is thrown as an ApiError.
 */
export async function deliverOverSocket(payload: PositionUpdate): Promise<boolean> {
  const socket = gpsSocket();
  if (!socket.connected) return false;
  try {
    unwrapAck(await socket.timeout(ACK_TIMEOUT_MS).emitWithAck('position:update', payload));
    return true;
  } catch (error) {
    if (error instanceof ApiError) throw error;
    return false;
  }
}
