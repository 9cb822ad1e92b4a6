import type { Incident } from '@secops/domain/incidents.schemas';
import * as MSG from '@secops/domain/messages';
import { useQueryClient, type InfiniteData } from '@tanstack/react-query';
import { useEffect } from 'react';
import { toast } from 'sonner';
import { formatMessage } from '../../../lib/format-message.ts';
import { gpsSocket } from '../../../lib/socket.ts';
import { useSessionUser } from '../../auth/index.ts';

/**
 * Keeps the incidents shown current from the staff /gps socket: a new incident reads the lists again (their filters
 * and order are the server's) and is announced, unless this user reported it; a changed one replaces its copy in the
 * lists and its detail is read again (a note or a status adds to the timeline). After a reconnection all is read
 * again.
 */
export function useLiveIncidents(): void {
  const queryClient = useQueryClient();
  const ownAgentId = useSessionUser()?.agent?.id ?? null;
  useEffect(() => {
    const socket = gpsSocket();
    const onCreated = (incident: Incident) => {
      void queryClient.invalidateQueries({ queryKey: ['incidents', 'list'] });
      if (incident.reporterId === null || incident.reporterId !== ownAgentId)
        toast.info(formatMessage(MSG.incidentCreatedLive, { title: incident.title }));
    };
    const onUpdated = (incident: Incident) => {
      queryClient.setQueriesData<InfiniteData<Incident[]>>({ queryKey: ['incidents', 'list'] }, (data) =>
        data
          ? {
              ...data,
              pages: data.pages.map((page) =>
                page.map((item) => (item.id === incident.id ? incident : item)),
              ),
            }
          : data,
      );
      // Read again as well: a filtered list may no longer hold it, and the timeline has grown.
      void queryClient.invalidateQueries({ queryKey: ['incidents'] });
    };
    const onReconnect = () => void queryClient.invalidateQueries({ queryKey: ['incidents'] });
    socket.on('incident:created', onCreated);
    socket.on('incident:updated', onUpdated);
    socket.io.on('reconnect', onReconnect);
    return () => {
      socket.off('incident:created', onCreated);
      socket.off('incident:updated', onUpdated);
      socket.io.off('reconnect', onReconnect);
    };
  }, [queryClient, ownAgentId]);
}
