import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

type Option = { id: string; label: string };
type AgentRow = { id: string; firstName: string; lastName: string; matricule: string };
type MissionRow = { id: string; title: string };

/** The agents and missions the report can be filtered on, for its two drop-down lists. */
export const getReportOptions = async (): Promise<{ agents: Option[]; missions: Option[] }> => {
  const [agents, missions] = await Promise.all([
    api.get<AgentRow[]>('/agents'),
    api.get<MissionRow[]>('/missions'),
  ]);
  return {
    agents: agents.map((a) => ({ id: a.id, label: `${a.lastName} ${a.firstName} (${a.matricule})` })),
    missions: missions
      .map((m) => ({ id: m.id, label: m.title }))
      .sort((a, b) => a.label.localeCompare(b.label, 'fr')),
  };
};

export const reportOptionsQueryOptions = () =>
  queryOptions({ queryKey: ['attendance', 'report-options'], queryFn: getReportOptions });

export const useReportOptions = () => useQuery(reportOptionsQueryOptions());
