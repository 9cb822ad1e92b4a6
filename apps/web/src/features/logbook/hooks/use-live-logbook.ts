import type { LogbookEntry } from '@secops/domain/logbook';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { chatSocket, gpsSocket } from '../../../lib/socket.ts';
import { addEntryToLists, refreshLogbooks } from '../api/get-logbook.ts';

/**
 * Keeps the lists shown current from `logbook:entry`: every staff socket of /gps gets each mission's entries, and a
 * guard's /chat sockets those of the missions they are on. After a reconnection the lists are read again.
 */
export function useLiveLogbook(channel: 'gps' | 'chat'): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    const onEntry = (entry: LogbookEntry) => addEntryToLists(queryClient, entry);
    const onReconnect = () => void refreshLogbooks(queryClient);
    // Two socket types with the same event: each is listened to on its own, for the types to hold.
    if (channel === 'gps') {
      const socket = gpsSocket();
      socket.on('logbook:entry', onEntry);
      socket.io.on('reconnect', onReconnect);
      return () => {
        socket.off('logbook:entry', onEntry);
        socket.io.off('reconnect', onReconnect);
      };
    }
    const socket = chatSocket();
    socket.on('logbook:entry', onEntry);
    socket.io.on('reconnect', onReconnect);
    return () => {
      socket.off('logbook:entry', onEntry);
      socket.io.off('reconnect', onReconnect);
    };
  }, [channel, queryClient]);
}
