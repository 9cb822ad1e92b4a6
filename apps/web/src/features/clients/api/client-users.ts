import type { UserSummary } from '@secops/domain/auth';
import type { ClientUser, ClientUserInvite } from '@secops/domain/client-portal';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import type { MutationConfig } from '../../../lib/query-client.ts';

const base = (clientId: string) => `/clients/${encodeURIComponent(clientId)}/users`;

/** GET /api/clients/{id}/users (ADMIN, SUPERADMIN): the company's portal accounts. */
export const getClientUsers = (clientId: string): Promise<ClientUser[]> =>
  api.get<ClientUser[]>(base(clientId));

export const clientUsersQueryOptions = (clientId: string) =>
  queryOptions({ queryKey: ['clients', 'users', clientId], queryFn: () => getClientUsers(clientId) });

export const useClientUsers = (clientId: string) => useQuery(clientUsersQueryOptions(clientId));

/** POST /api/clients/{id}/users: the account is made and its owner gets the set-password link by e-mail. */
export const inviteClientUser = (clientId: string, body: ClientUserInvite): Promise<ClientUser> =>
  api.post<ClientUser>(base(clientId), body);

export type ClientUserStatusChange = { userId: string; isActive: boolean };

/** The users' own routes: a deactivated account's sessions end; a deleted one cannot sign in again. */
const setStatus = ({ userId, isActive }: ClientUserStatusChange): Promise<UserSummary> =>
  api.patch<UserSummary>(`/users/${encodeURIComponent(userId)}/status`, { isActive });
const remove = (userId: string): Promise<void> => api.delete<void>(`/users/${encodeURIComponent(userId)}`);

function useClientUsersMutation<TData, TVariables>(
  clientId: string,
  mutationFn: (variables: TVariables) => Promise<TData>,
  config?: MutationConfig<TData, TVariables>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    ...config,
    mutationFn,
    onSuccess: (...args) => {
      void queryClient.invalidateQueries({ queryKey: clientUsersQueryOptions(clientId).queryKey });
      return config?.onSuccess?.(...args);
    },
  });
}

export const useInviteClientUser = (
  clientId: string,
  config?: MutationConfig<ClientUser, ClientUserInvite>,
) => useClientUsersMutation(clientId, (body: ClientUserInvite) => inviteClientUser(clientId, body), config);

export const useSetClientUserStatus = (
  clientId: string,
  config?: MutationConfig<UserSummary, ClientUserStatusChange>,
) => useClientUsersMutation(clientId, setStatus, config);

export const useDeleteClientUser = (clientId: string, config?: MutationConfig<void, string>) =>
  useClientUsersMutation(clientId, remove, config);
