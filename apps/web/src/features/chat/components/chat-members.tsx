import { MSG } from '@secops/domain/messages';
import type { ChatMember } from '@secops/domain/missions.schemas';
import { Phone, Users, Video } from 'lucide-react';
import { useState } from 'react';
import { Avatar } from '../../../components/ui/avatar.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { formatMessage } from '../../../lib/format-message.ts';

/** A call button that is shown but not usable yet: focusable, announced as unavailable, with its explanation. */
function CallButton({ label, icon }: { label: string; icon: typeof Phone }) {
  const Icon = icon;
  return (
    <button
      type="button"
      aria-disabled="true"
      aria-label={label}
      title={MSG.callsComingSoon}
      className="flex size-9 cursor-not-allowed items-center justify-center rounded-lg border border-slate-200 text-slate-400"
    >
      <Icon aria-hidden="true" className="size-4" />
    </button>
  );
}

/** The chat's members, each with audio and video call buttons (calls come with a later version). */
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
      <Modal
        open={open}
        onClose={() => setOpen(false)}
        title={MSG.chatMembers}
        description={MSG.callsComingSoon}
        size="sm"
      >
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
                <span className="flex gap-1.5">
                  <CallButton label={formatMessage(MSG.chatCallAudio, { name: member.name })} icon={Phone} />
                  <CallButton label={formatMessage(MSG.chatCallVideo, { name: member.name })} icon={Video} />
                </span>
              )}
            </li>
          ))}
        </ul>
      </Modal>
    </>
  );
}
