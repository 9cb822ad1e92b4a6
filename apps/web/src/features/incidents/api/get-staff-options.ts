import type { UserSummary } from '@secops/domain/auth';
import { isStaff } from '@secops/domain/role-access';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export type StaffOption = { id: string; name: string };

/** The active staff accounts, by name: those an incident can be given to. */
export const getStaffOptions = async (): Promise<StaffOption[]> =>
  (await api.get<UserSummary[]>('/users'))
    .filter((user) => user.isActive && isStaff(user.role))
    .map((user) => ({
      id: user.id,
      name: [user.firstName, user.lastName].filter(Boolean).join(' ') || user.email,
    }))
    .sort((a, b) => a.name.localeCompare(b.name, 'fr'));

export const staffOptionsQueryOptions = () =>
  queryOptions({ queryKey: ['incidents-options', 'staff'], queryFn: getStaffOptions, staleTime: 60_000 });

export const useStaffOptions = () => useQuery(staffOptionsQueryOptions());
