import type { Agent, AgentDetail, AgentStats, Certification } from '@secops/domain/agents.schemas';
import type { OwnAgent } from '@secops/domain/auth';
import type { AgentStatsView } from './agent-stats.service.ts';
import type { AgentWithAccount } from './agents.repository.ts';
import type { AgentDetailView, AgentView } from './agents.service.ts';
import type { CertificationRow } from './certifications.repository.ts';

export const presentOwnAgent = (agent: AgentWithAccount): OwnAgent => ({
  id: agent.id,
  userId: agent.userId,
  email: agent.email,
  firstName: agent.firstName,
  lastName: agent.lastName,
  matricule: agent.matricule,
  photo: agent.photo,
  grade: agent.grade,
  phone: agent.phone,
  address: agent.address,
  dateOfBirth: agent.dateOfBirth,
  specialties: agent.specialties,
});

/** One validity date, given under both names the screens use. */
export const presentCertification = (c: CertificationRow): Certification => ({
  id: c.id,
  type: c.type,
  number: c.number,
  expiresAt: c.expiresAt.toISOString(),
  validTo: c.expiresAt.toISOString(),
});

/** A deleted agent (no account any more) keeps its name and says `deleted: true`; the screens add "Agent supprimé". */
export const presentAgent = ({ agent, certifications }: AgentView): Agent => ({
  id: agent.id,
  userId: agent.user?.id ?? null,
  firstName: agent.firstName,
  lastName: agent.lastName,
  matricule: agent.matricule,
  photo: agent.photo,
  grade: agent.grade,
  phone: agent.phone,
  email: agent.user?.email ?? null,
  isActive: agent.user?.isActive ?? false,
  deleted: agent.user === null,
  specialties: agent.specialties,
  certifications: certifications.map(presentCertification),
  user: agent.user,
});

export const presentAgentDetail = (view: AgentDetailView): AgentDetail => ({
  ...presentAgent(view),
  address: view.agent.address,
  addressLat: view.agent.addressLat,
  addressLng: view.agent.addressLng,
  dateOfBirth: view.agent.dateOfBirth,
  weeklyContractHours: view.agent.weeklyContractHours,
  createdAt: view.agent.createdAt.toISOString(),
  _count: { assignments: view.assignmentCount },
});

export const presentAgentStats = (stats: AgentStatsView): AgentStats => ({
  totalMissions: stats.totalMissions,
  totalIncidents: stats.totalIncidents,
  recentAttendances: stats.recentAttendances.map((a) => ({
    id: a.id,
    status: a.status,
    startTime: a.startTime?.toISOString() ?? null,
    endTime: a.endTime?.toISOString() ?? null,
    regularHours: a.regularHours,
    overtimeHours: a.overtimeHours,
    mission: { id: a.missionId, title: a.missionTitle },
  })),
});
