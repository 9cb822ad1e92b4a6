import type { ClientUser } from '@secops/domain/client-portal';
import * as MSG from '@secops/domain/messages';
import { useId } from 'react';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { formatMessage } from '../../../lib/format-message.ts';
import { formatDate } from '../../../lib/format.ts';

export const clientUserName = (user: ClientUser): string =>
  [user.firstName, user.lastName].filter(Boolean).join(' ') || user.email;

type ClientUserItemProps = {
  user: ClientUser;
  isChanging: boolean;
  onStatus: (user: ClientUser, isActive: boolean) => void;
  onDelete: (user: ClientUser) => void;
};

/** A portal account: name, e-mail, whether it is active and has used its invitation; deactivate, activate, delete. */
export function ClientUserItem({ user, isChanging, onStatus, onDelete }: ClientUserItemProps) {
  const nameId = useId();
  const name = clientUserName(user);
  return (
    <li className="flex flex-col gap-3 py-3 sm:flex-row sm:items-center">
      <div className="min-w-0 flex-1">
        <p className="flex flex-wrap items-center gap-2">
          <span id={nameId} className="font-medium break-words text-slate-900">
            {name}
          </span>
          <Badge tone={user.isActive ? 'green' : 'neutral'}>
            {user.isActive ? MSG.clientAccessActive : MSG.clientAccessInactive}
          </Badge>
          {!user.hasSignedIn && <Badge tone="amber">{MSG.clientAccessPending}</Badge>}
        </p>
        <p className="mt-0.5 text-sm break-all text-slate-600">
          {name !== user.email && <>{user.email} · </>}
          {formatMessage(MSG.clientAccessInvitedOn, { date: formatDate(user.createdAt) })}
        </p>
      </div>
      <div className="flex shrink-0 gap-2">
        <Button
          size="sm"
          variant="secondary"
          aria-describedby={nameId}
          isLoading={isChanging}
          onClick={() => onStatus(user, !user.isActive)}
        >
          {user.isActive ? MSG.clientAccessDeactivate : MSG.clientAccessActivate}
        </Button>
        <Button size="sm" variant="dangerGhost" aria-describedby={nameId} onClick={() => onDelete(user)}>
          {MSG.clientAccessDelete}
        </Button>
      </div>
    </li>
  );
}
