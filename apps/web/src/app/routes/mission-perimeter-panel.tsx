import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { perimeterQueryOptions, PerimeterEditor } from '../../features/gps/index.ts';
import { missionQueryOptions, useMission, type MissionPanelProps } from '../../features/missions/index.ts';

/**
 * The GPS feature's perimeter editor on the mission page. The mission gives the place the centre can go back to;
 * moving the place in the edit form re-centres the perimeter on the server, so the perimeter is read again then,
 * and a saved perimeter refreshes the mission (which carries it too).
 */
export function MissionPerimeterPanel({ missionId, archived }: MissionPanelProps) {
  const queryClient = useQueryClient();
  const mission = useMission(missionId);
  const lat = mission.data?.locationLat ?? null;
  const lng = mission.data?.locationLng ?? null;
  const place = lat !== null && lng !== null ? { lat, lng } : null;

  const placeKey = `${lat},${lng}`;
  const seenPlace = useRef<string | null>(null);
  useEffect(() => {
    if (!mission.data) return;
    if (seenPlace.current !== null && seenPlace.current !== placeKey) {
      void queryClient.invalidateQueries({ queryKey: perimeterQueryOptions(missionId).queryKey });
    }
    seenPlace.current = placeKey;
  }, [mission.data, placeKey, queryClient, missionId]);
  const refreshMission = () =>
    void queryClient.invalidateQueries({ queryKey: missionQueryOptions(missionId).queryKey });

  return <PerimeterEditor missionId={missionId} archived={archived} place={place} onSaved={refreshMission} />;
}
