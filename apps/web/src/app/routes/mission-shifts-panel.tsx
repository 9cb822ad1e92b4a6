import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { missionQueryOptions, useMission, type MissionPanelProps } from '../../features/missions/index.ts';
import { refreshShiftViews, ShiftPanel } from '../../features/planning/index.ts';

/**
 * The planning feature's shift panel on the mission page. The two features do not know each other: this is where
 * the mission's team is handed to the panel, and where a shift change sends the mission to be read again (a shift
 * given to an agent outside the team assigns that agent).
 */
export function MissionShiftsPanel({ missionId, archived }: MissionPanelProps) {
  const queryClient = useQueryClient();
  const mission = useMission(missionId);
  const team = mission.data?.assignments.map((assignment) => assignment.agent) ?? [];
  // Removing an agent also removes their coming shifts on the server: when the team changes, read the shifts again.
  const teamKey = team.map((agent) => agent.id).join(',');
  const seenTeam = useRef<string | null>(null);
  useEffect(() => {
    if (!mission.data) return;
    if (seenTeam.current !== null && seenTeam.current !== teamKey) refreshShiftViews(queryClient, missionId);
    seenTeam.current = teamKey;
  }, [mission.data, teamKey, queryClient, missionId]);
  const refreshMission = () =>
    void queryClient.invalidateQueries({ queryKey: missionQueryOptions(missionId).queryKey });

  return (
    <ShiftPanel missionId={missionId} archived={archived} team={team} onShiftsChanged={refreshMission} />
  );
}
