import { planningChangeText, type PlanningChange } from '@secops/domain/planning-change';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { toast } from 'sonner';
import { chatSocket } from '../../../lib/socket.ts';

/** Long enough to be read on a phone taken out of a pocket. */
const PLANNING_TOAST_MS = 15_000;

/**
 * A change to one of the guard's shifts of the coming 7 days, anywhere in the field area: a toast saying what
 * changed, and their missions and shifts read again.
 */
export function PlanningChangeAlerts() {
  const queryClient = useQueryClient();
  useEffect(() => {
    const socket = chatSocket();
    const onChange = (change: PlanningChange) => {
      const { title, body } = planningChangeText(change);
      toast.info(title, { description: body, duration: PLANNING_TOAST_MS });
      void queryClient.invalidateQueries({ queryKey: ['field'] });
    };
    socket.on('planning:changed', onChange);
    return () => {
      socket.off('planning:changed', onChange);
    };
  }, [queryClient]);
  return null;
}
