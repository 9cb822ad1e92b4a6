import type { Alert } from '@secops/domain/alerts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { gpsSocket } from '../../../lib/socket.ts';
import { putAlertInLists, refreshAlerts } from '../api/update-alert.ts';

/**
 * Keeps every list of alerts shown current from `alert:raised` and `alert:updated`, which every staff socket of /gps
 * gets; after a reconnection the lists are read again.
 */
export function useLiveAlerts(): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    const socket = gpsSocket();
    const onAlert = (alert: Alert) => putAlertInLists(queryClient, alert);
    const onReconnect = () => void refreshAlerts(queryClient);
    socket.on('alert:raised', onAlert);
    socket.on('alert:updated', onAlert);
    socket.io.on('reconnect', onReconnect);
    return () => {
      socket.off('alert:raised', onAlert);
      socket.off('alert:updated', onAlert);
      socket.io.off('reconnect', onReconnect);
    };
  }, [queryClient]);
}
