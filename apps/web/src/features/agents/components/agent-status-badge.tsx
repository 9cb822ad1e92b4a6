import * as MSG from '@secops/domain/messages';
import { Badge } from '../../../components/ui/badge.tsx';

/** Active or inactive, from the agent's account. */
export function AgentStatusBadge({ active }: { active: boolean }) {
  return (
    <Badge tone={active ? 'green' : 'neutral'}>{active ? MSG.agentActive : MSG.agentInactiveLabel}</Badge>
  );
}
