import { toast } from 'sonner';
import { Card } from '../../../components/ui/card.tsx';
import { errorMessage } from '../../../lib/api-error.ts';
import { useDeviceTokens, useRevokeDeviceToken } from '../api/device-tokens.ts';
import { DeviceTokensState } from './device-token-list.tsx';
import { GPS_TEXTS } from '../texts.ts';

/** Staff, on an agent's page: the agent's active tracker tokens, each with 'Révoquer' (a lost phone, say). */
export function AgentTrackersPanel({ agentId }: { agentId: string }) {
  const tokens = useDeviceTokens(agentId);
  const revoke = useRevokeDeviceToken({
    onSuccess: () => toast.success(GPS_TEXTS.revoked),
    onError: (error) => toast.error(errorMessage(error, GPS_TEXTS.actionError)),
  });
  return (
    <Card title={GPS_TEXTS.staffTitle} description={GPS_TEXTS.staffIntro}>
      <DeviceTokensState tokens={tokens} revoke={revoke} />
    </Card>
  );
}
