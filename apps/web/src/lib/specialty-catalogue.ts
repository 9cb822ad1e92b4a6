import type { Specialty } from '@secops/domain/agents.schemas';
import { specialtyLabel } from '@secops/domain/specialties';
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { api } from './api-client.ts';

/**
 * The specialty catalogue (the five defaults and those added by admins) with French labels, shared by every screen
 * that shows one. A specialty added by hand is its own label.
 */
export const getSpecialties = async (): Promise<Specialty[]> => {
  const codes = await api.get<string[]>('/agents/specialties/list');
  return codes.map((code) => ({ code, label: specialtyLabel(code) }));
};

export const specialtiesQueryOptions = () =>
  queryOptions({ queryKey: ['specialties'], queryFn: getSpecialties });

export const useSpecialties = () => useQuery(specialtiesQueryOptions());

/** A specialty may have just been added (typed on an agent form): the catalogue is read again. */
export const refreshSpecialties = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ queryKey: specialtiesQueryOptions().queryKey });

/** The label of a code: the catalogue's, else the built-in French label, else the code as is. */
export function specialtyName(catalogue: readonly Specialty[] | undefined, code: string): string {
  return catalogue?.find((specialty) => specialty.code === code)?.label ?? specialtyLabel(code);
}
