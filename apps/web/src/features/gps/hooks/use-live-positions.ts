import type { LivePosition } from '@secops/domain/gps';
import { GPS_NAMESPACE } from '@secops/domain/realtime';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { gpsSocket } from '../../../lib/socket.ts';
import { useSocketConnected } from '../../../lib/use-socket-connected.ts';
import { positionsQueryOptions } from '../api/get-positions.ts';
import { upsertPositions } from '../utils/live-positions.ts';
import { createPositionBatches } from '../utils/position-batches.ts';

/** The map and its list take the positions at most this often (hundreds of agents each send once a second). */
const REDRAW_INTERVAL_MS = 1000;

/**
 * Keeps the positions of the map current: subscribes the /gps socket to one mission or to all, writes the positions
 * of position:updated into the query cache (one entry per agent; those of a second together), and reads the list
 * again after a reconnection, since positions sent meanwhile were missed. Answers whether positions arrive live.
 */
export function useLivePositions(missionId: string | null): boolean {
  const queryClient = useQueryClient();
  const connected = useSocketConnected(GPS_NAMESPACE);
  // Live only once the server has accepted the subscription (connected alone is not enough).
  const [subscribed, setSubscribed] = useState(false);

  useEffect(() => {
    const socket = gpsSocket();
    const { queryKey } = positionsQueryOptions(missionId);
    const subscription = { missionId: missionId ?? 'all' };
    const subscribe = () => socket.emit('mission:subscribe', subscription, (ack) => setSubscribed(ack.ok));
    const onDisconnect = () => setSubscribed(false);
    const onConnect = () => {
      subscribe();
      void queryClient.invalidateQueries({ queryKey });
    };
    const batches = createPositionBatches(
      (positions) =>
        queryClient.setQueryData(queryKey, (list) => (list ? upsertPositions(list, positions) : list)),
      REDRAW_INTERVAL_MS,
    );
    const onPositions = (positions: LivePosition[]) => {
      // The socket may also watch every mission (another map of the page): keep this map's mission only.
      const shown = missionId ? positions.filter((p) => p.missionId === missionId) : positions;
      if (shown.length > 0) batches.push(shown);
    };
    socket.on('connect', onConnect);
    socket.on('disconnect', onDisconnect);
    socket.on('position:updated', onPositions);
    if (socket.connected) subscribe();
    return () => {
      socket.off('connect', onConnect);
      socket.off('disconnect', onDisconnect);
      setSubscribed(false);
      socket.off('position:updated', onPositions);
      batches.close();
      if (socket.connected) socket.emit('mission:unsubscribe', subscription);
    };
  }, [missionId, queryClient]);

  return connected && subscribed;
}
