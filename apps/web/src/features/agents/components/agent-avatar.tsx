import * as MSG from '@secops/domain/messages';
import { cn } from '../../../lib/cn.ts';
import { formatMessage } from '../../../lib/format-message.ts';
import { agentInitials, agentName } from '../utils/agent-display.ts';

const sizes = { md: 'size-14 text-lg', lg: 'size-24 text-3xl' } as const;

type AgentAvatarProps = {
  agent: { firstName: string; lastName: string; photo: string | null };
  size?: keyof typeof sizes;
  className?: string;
};

/** The agent's photo, or their initials on a coloured disc when there is none. */
export function AgentAvatar({ agent, size = 'md', className }: AgentAvatarProps) {
  const classes = cn('shrink-0 rounded-full', sizes[size], className);
  if (agent.photo) {
    return (
      <img
        src={agent.photo}
        alt={formatMessage(MSG.agentPhotoAlt, { name: agentName(agent) })}
        className={cn(classes, 'bg-slate-100 object-cover')}
      />
    );
  }
  return (
    <span
      aria-hidden="true"
      className={cn(classes, 'flex items-center justify-center bg-blue-100 font-semibold text-blue-700')}
    >
      {agentInitials(agent)}
    </span>
  );
}
