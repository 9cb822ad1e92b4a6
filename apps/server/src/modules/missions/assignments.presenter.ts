import type { Assignment } from '@secops/domain/missions.schemas';
import type { agents, missionAssignments } from '../../db/schema/index.ts';

type AgentCard = Pick<
  typeof agents.$inferSelect,
  'id' | 'firstName' | 'lastName' | 'matricule' | 'photo' | 'specialties'
>;
type AssignmentRow = Pick<typeof missionAssignments.$inferSelect, 'id' | 'missionId' | 'agentId' | 'role'> & {
  agent: AgentCard;
};

export const presentAssignment = (row: AssignmentRow): Assignment => ({
  id: row.id,
  missionId: row.missionId,
  agentId: row.agentId,
  role: row.role,
  agent: {
    id: row.agent.id,
    firstName: row.agent.firstName,
    lastName: row.agent.lastName,
    matricule: row.agent.matricule,
    photo: row.agent.photo,
    specialties: row.agent.specialties,
  },
});
