import type { Sos } from '@secops/domain/sos';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { gpsSocket } from '../../../lib/socket.ts';
import { activeSosQueryOptions } from '../api/sos.ts';

const isActive = (sos: Sos) => sos.status !== 'CLOSED';

/**
 * Keeps staff's list of active alerts current from the /gps socket (every staff socket gets them): a new alert
 * shows at once, a taken or closed one changes in place; after a reconnection the list is read again.
 */
export function useSosEvents(): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    const socket = gpsSocket();
    const { queryKey } = activeSosQueryOptions();
    const upsert = (sos: Sos) =>
      queryClient.setQueryData(queryKey, (list) => {
        const others = (list ?? []).filter((item) => item.id !== sos.id);
        return isActive(sos) ? [...others, sos] : others;
      });
    const refresh = () => void queryClient.invalidateQueries({ queryKey });
    socket.on('sos:raised', upsert);
    socket.on('sos:acknowledged', upsert);
    socket.on('sos:closed', upsert);
    socket.on('connect', refresh);
    return () => {
      socket.off('sos:raised', upsert);
      socket.off('sos:acknowledged', upsert);
      socket.off('sos:closed', upsert);
      socket.off('connect', refresh);
    };
  }, [queryClient]);
}
