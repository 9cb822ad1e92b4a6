import { ApiError, NETWORK_ERROR } from '../../../lib/api-error.ts';

const GATEWAY_DOWN = [502, 503, 504];

/**
 * The server could not be reached: no network, or the proxy in front of it answering for a server that is down.
 * Such a read falls back to the phone's copy, and such an action waits in the queue.
 */
export const isUnreachable = (error: unknown): boolean =>
  error instanceof ApiError && (error.code === NETWORK_ERROR || GATEWAY_DOWN.includes(error.status));
