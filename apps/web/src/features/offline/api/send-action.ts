import type { ChatMessageEvent } from '@secops/domain/chat';
import type { ChecklistItem } from '@secops/domain/missions.schemas';
import { api } from '../../../lib/api-client.ts';
import type { GpsSocket } from '../../../lib/socket.ts';
import type { QueuedAction, QueuedPositionBody } from '../utils/offline-types.ts';
import { sendIncident, sendLogbookEntry } from './send-with-photos.ts';
import { sendRoundFinish, sendRoundScan, sendRoundStart } from './send-round.ts';

const CONNECT_WAIT_MS = 5000;

/** Resolves once the socket is connected, or after `ms` whatever its state. */
function connected(socket: GpsSocket, ms: number): Promise<void> {
  if (socket.connected) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      socket.off('connect', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    socket.on('connect', done);
  });
}

/**
 * A queued position goes the way live ones go: over the /gps socket, which reconnects a moment after the network
 * returns, else over HTTP. The socket code loads only when a position has to be sent.
 */
async function sendPosition(body: QueuedPositionBody): Promise<void> {
  const { ACK_TIMEOUT_MS, gpsSocket, unwrapAck } = await import('../../../lib/socket.ts');
  const socket = gpsSocket();
  await connected(socket, CONNECT_WAIT_MS);
  if (!socket.connected) {
    await api.post('/gps/position', body);
    return;
  }
  unwrapAck(await socket.timeout(ACK_TIMEOUT_MS).emitWithAck('position:update', body));
}

/** Sends one queued action as the screen would have sent it; the answer is handed to the screens listening. */
export function sendAction(action: QueuedAction): Promise<unknown> {
  switch (action.kind) {
    case 'tick':
      return api.post<ChecklistItem>('/checklists/tick', action.body);
    case 'incident':
      return sendIncident(action.body, action.photos ?? []);
    case 'chat': {
      const { missionId, ...body } = action.body;
      return api.post<ChatMessageEvent>(`/chat/mission/${encodeURIComponent(missionId)}`, body);
    }
    case 'position':
      return sendPosition(action.body);
    case 'logbook':
      return sendLogbookEntry(action.body, action.photos ?? []);
    case 'round-start':
      return sendRoundStart(action.body);
    case 'round-scan':
      return sendRoundScan(action.body);
    case 'round-finish':
      return sendRoundFinish(action.body);
  }
}
