import type { Certification, CertificationCreate } from '@secops/domain/agents.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import type { MutationConfig } from '../../../lib/query-client.ts';
import { agentQueryOptions } from './get-agent.ts';
import { refreshAgentLists } from './get-agents.ts';

const path = (agentId: string, certId?: string) =>
  `/agents/${encodeURIComponent(agentId)}/certifications${certId ? `/${encodeURIComponent(certId)}` : ''}`;

/** A certification as the form sends it: type, number and the last day of validity. */
export type CertificationChange = { certId?: string; body: CertificationCreate };

/** Adds a certification, or replaces the fields of an existing one when certId is given. */
export const saveCertification = (
  agentId: string,
  { certId, body }: CertificationChange,
): Promise<Certification> =>
  certId
    ? api.patch<Certification>(path(agentId, certId), body)
    : api.post<Certification>(path(agentId), body);

export const deleteCertification = (agentId: string, certId: string): Promise<void> =>
  api.delete<void>(path(agentId, certId));

function useCertificationChange<T, R>(
  agentId: string,
  fn: (value: T) => Promise<R>,
  config?: MutationConfig<R, T>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    ...config,
    mutationFn: fn,
    onSuccess: (...args) => {
      void queryClient.invalidateQueries({ queryKey: agentQueryOptions(agentId).queryKey });
      void refreshAgentLists(queryClient);
      return config?.onSuccess?.(...args);
    },
  });
}

export const useSaveCertification = (
  agentId: string,
  config?: MutationConfig<Certification, CertificationChange>,
) =>
  useCertificationChange(
    agentId,
    (change: CertificationChange) => saveCertification(agentId, change),
    config,
  );

export const useDeleteCertification = (agentId: string, config?: MutationConfig<void, string>) =>
  useCertificationChange(agentId, (certId: string) => deleteCertification(agentId, certId), config);
