import * as MSG from '@secops/domain/messages';
import type { ChatMember } from '@secops/domain/missions.schemas';
import { Users } from 'lucide-react';
import { useState } from 'react';
import { CallButtons } from '../../../components/call-buttons.tsx';
import { Avatar } from '../../../components/ui/avatar.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Modal } from '../../../components/ui/modal.tsx';

/** The chat's members, each with audio and video call buttons and whether they are online for calls. */
export function ChatMembers({ members, selfId }: { members: readonly ChatMember[]; selfId: string | null }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        variant="ghost"
        size="sm"
        icon={<Users aria-hidden="true" />}
        title={MSG.chatMembers}
        onClick={() => setOpen(true)}
      >
        {/* Named "Membres 6": the visible count is part of the accessible name. */}
        <span className="sr-only">{MSG.chatMembers} </span>
        {members.length}
      </Button>
      <Modal open={open} onClose={() => setOpen(false)} title={MSG.chatMembers} size="sm">
        <ul className="-my-1 divide-y divide-slate-100">
          {members.map((member) => (
            <li key={member.userId} className="flex items-center gap-3 py-2">
              <Avatar name={member.name} photo={member.photo} size="sm" decorative />
              <span
                className="min-w-0 flex-1 truncate text-sm font-medium text-slate-900"
                title={member.name}
              >
                {member.name}
                {member.userId === selfId && (
                  <span className="font-normal text-slate-500"> ({MSG.chatYou})</span>
                )}
              </span>
              {member.userId !== selfId && (
                <CallButtons peer={{ userId: member.userId, name: member.name, photo: member.photo }} />
              )}
            </li>
          ))}
        </ul>
      </Modal>
    </>
  );
}
