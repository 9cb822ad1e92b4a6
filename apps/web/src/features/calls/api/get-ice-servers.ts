import type { IceServer } from '@secops/domain/calls';
import { api } from '../../../lib/api-client.ts';

/** Used when the server cannot be asked: direct connections still work on most networks. */
const FALLBACK_ICE_SERVERS: IceServer[] = [
  { urls: 'stun:stun.l.google.com:19302' },
  { urls: 'stun:stun1.l.google.com:19302' },
];

/**
 * The STUN and TURN servers for a new peer connection. Asked at each call: TURN credentials expire. A failure
 * falls back to public STUN rather than refusing the call.
 */
export async function getIceServers(): Promise<IceServer[]> {
  try {
    // An empty list is the server's choice (a closed network with host candidates only): it is kept.
    return (await api.get<{ iceServers: IceServer[] }>('/calls/ice-servers')).iceServers;
  } catch {
    return FALLBACK_ICE_SERVERS;
  }
}
