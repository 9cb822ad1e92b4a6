import { useQueryClient } from '@tanstack/react-query';
import { missionQueryOptions, useMission } from '../../features/missions/api/get-mission.ts';
import type { MissionPanelProps } from '../../features/missions/components/mission-panels.tsx';
import { ShiftPanel } from '../../features/planning/components/shift-panel.tsx';

/**
 * The planning feature's shift panel on the mission page. The two features do not know each other: this is where
 * the mission's team is handed to the panel, and where a shift change sends the mission to be read again (a shift
 * given to an agent outside the team assigns that agent).
 */
export function MissionShiftsPanel({ missionId, archived }: MissionPanelProps) {
  const queryClient = useQueryClient();
  const mission = useMission(missionId);
  const team = mission.data?.assignments.map((assignment) => assignment.agent) ?? [];
  const refreshMission = () =>
    void queryClient.invalidateQueries({ queryKey: missionQueryOptions(missionId).queryKey });

  return (
    <ShiftPanel missionId={missionId} archived={archived} team={team} onShiftsChanged={refreshMission} />
  );
}
