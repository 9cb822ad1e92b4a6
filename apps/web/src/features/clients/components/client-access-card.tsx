import type { ClientUser } from '@secops/domain/client-portal';
import * as MSG from '@secops/domain/messages';
import { CLIENT_MANAGER_ROLES } from '@secops/domain/role-access';
import { TriangleAlert, UsersRound } from 'lucide-react';
import { useId, useState } from 'react';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { LoadingState } from '../../../components/ui/spinner.tsx';
import { errorMessage } from '../../../lib/api-error.ts';
import { formatMessage } from '../../../lib/format-message.ts';
import { useSessionUser } from '../../auth/index.ts';
import { useClientUsers, useDeleteClientUser, useSetClientUserStatus } from '../api/client-users.ts';
import { ClientInviteForm } from './client-invite-form.tsx';
import { ClientUserItem, clientUserName } from './client-user-item.tsx';

/**
 * "Accès client": the company's portal accounts. ADMIN and SUPERADMIN invite, deactivate and remove them; a
 * SUPERVISOR, whom the server refuses these, is told so instead.
 */
export function ClientAccessCard({ clientId, className }: { clientId: string; className?: string }) {
  const user = useSessionUser();
  const canManage = user !== null && CLIENT_MANAGER_ROLES.includes(user.role);
  return (
    <Card
      className={className}
      aria-label={MSG.clientAccessTitle}
      title={MSG.clientAccessTitle}
      description={MSG.clientAccessDescription}
    >
      {canManage ? (
        <div className="space-y-6">
          <div>
            <h3 className="mb-3 text-sm font-semibold text-slate-900">{MSG.clientAccessInviteTitle}</h3>
            <ClientInviteForm clientId={clientId} />
          </div>
          <ClientUsers clientId={clientId} />
        </div>
      ) : (
        <p className="text-sm text-slate-600">{MSG.clientAccessReadOnly}</p>
      )}
    </Card>
  );
}

function ClientUsers({ clientId }: { clientId: string }) {
  const headingId = useId();
  const users = useClientUsers(clientId);
  const [removing, setRemoving] = useState<ClientUser | null>(null);
  const status = useSetClientUserStatus(clientId, {
    onSuccess: (_, { isActive }) =>
      toast.success(isActive ? MSG.clientAccessActivated : MSG.clientAccessDeactivated),
    onError: (error) => toast.error(errorMessage(error, MSG.clientAccessChangeError)),
  });
  const remove = useDeleteClientUser(clientId, {
    onSuccess: () => {
      toast.success(MSG.clientAccessDeleted);
      setRemoving(null);
    },
    onError: (error) => {
      toast.error(errorMessage(error, MSG.clientAccessChangeError));
      setRemoving(null);
    },
  });

  return (
    <section aria-labelledby={headingId}>
      <h3 id={headingId} className="text-sm font-semibold text-slate-900">
        {MSG.clientAccessUsers}
      </h3>
      {users.isPending ? (
        <LoadingState className="py-6" />
      ) : users.isError ? (
        <EmptyState
          icon={TriangleAlert}
          title={MSG.clientAccessUsersLoadError}
          description={errorMessage(users.error, MSG.networkError)}
          action={<Button onClick={() => void users.refetch()}>{MSG.uiRetry}</Button>}
          className="py-6"
        />
      ) : users.data.length === 0 ? (
        <EmptyState
          icon={UsersRound}
          title={MSG.clientAccessUsersEmpty}
          description={MSG.clientAccessUsersEmptyHint}
          className="py-6"
        />
      ) : (
        <ul className="divide-y divide-slate-100">
          {users.data.map((item) => (
            <ClientUserItem
              key={item.id}
              user={item}
              isChanging={status.isPending && status.variables.userId === item.id}
              onStatus={(target, isActive) => status.mutate({ userId: target.id, isActive })}
              onDelete={setRemoving}
            />
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={removing !== null}
        title={MSG.clientAccessDeleteTitle}
        message={formatMessage(MSG.clientAccessDeleteConfirm, {
          name: removing ? clientUserName(removing) : '',
        })}
        confirmLabel={MSG.clientAccessDelete}
        isPending={remove.isPending}
        onConfirm={() => removing && remove.mutate(removing.id)}
        onCancel={() => setRemoving(null)}
      />
    </section>
  );
}
