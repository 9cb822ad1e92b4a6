import { useQueryClient } from '@tanstack/react-query';
import { MissionChecklistPanel } from '../../features/checklists/index.ts';
import { missionQueryOptions, useMission, type MissionPanelProps } from '../../features/missions/index.ts';

/**
 * The check-lists feature's panel on the mission page. The mission already carries its tasks with every tick and
 * its team, so the panel reads them from there: adding or removing an agent (whose tasks follow them on the
 * server) refreshes the mission, and with it the check-list; a task added or removed refreshes the mission too.
 */
export function MissionChecklist({ missionId, archived }: MissionPanelProps) {
  const queryClient = useQueryClient();
  const mission = useMission(missionId);
  const team = mission.data?.assignments.map((assignment) => assignment.agent) ?? [];
  const refreshMission = () =>
    void queryClient.invalidateQueries({ queryKey: missionQueryOptions(missionId).queryKey });

  return (
    <MissionChecklistPanel
      missionId={missionId}
      archived={archived}
      tasks={mission.data?.checklists}
      team={team}
      onChanged={refreshMission}
    />
  );
}
