import type { SessionUser } from '@secops/domain/auth';
import * as MSG from '@secops/domain/messages';
import { ROLE_LABELS } from '@secops/domain/role-access';
import { Pencil } from 'lucide-react';
import { useState } from 'react';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { ProfileModal } from './profile-modal.tsx';

/** The signed-in user: initial, name, e-mail and role, with the profile edit modal. */
export function ProfileCard({ user }: { user: SessionUser }) {
  const [editing, setEditing] = useState(false);
  const name = [user.firstName, user.lastName].filter(Boolean).join(' ');
  return (
    <Card
      title={MSG.settingsProfile}
      actions={
        <Button
          size="sm"
          variant="secondary"
          onClick={() => setEditing(true)}
          icon={<Pencil aria-hidden="true" />}
        >
          {MSG.settingsProfileEdit}
        </Button>
      }
    >
      <div className="flex items-center gap-4">
        <span
          aria-hidden="true"
          className="flex size-14 shrink-0 items-center justify-center rounded-full bg-blue-600 text-xl font-semibold text-white"
        >
          {user.email.charAt(0).toUpperCase()}
        </span>
        <dl className="min-w-0 space-y-1 text-sm">
          <div>
            <dt className="sr-only">{MSG.settingsFirstName}</dt>
            <dd className="text-base font-semibold break-words text-slate-900">{name || MSG.uiNone}</dd>
          </div>
          <div>
            <dt className="sr-only">{MSG.settingsEmail}</dt>
            <dd className="break-all text-slate-600">{user.email}</dd>
          </div>
          <div className="flex items-center gap-2">
            <dt className="text-slate-500">{MSG.settingsRole}</dt>
            <dd>
              <Badge tone="blue">{ROLE_LABELS[user.role]}</Badge>
            </dd>
          </div>
        </dl>
      </div>
      {editing && <ProfileModal user={user} onClose={() => setEditing(false)} />}
    </Card>
  );
}
