import { toast } from 'sonner';
import { Card } from '../../../components/ui/card.tsx';
import { LoadingState } from '../../../components/ui/spinner.tsx';
import { errorMessage } from '../../../lib/api-error.ts';
import { useDeviceTokens, useRevokeDeviceToken } from '../api/device-tokens.ts';
import { DeviceTokenList } from './device-token-list.tsx';
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
      {tokens.isPending ? (
        <LoadingState className="py-4" />
      ) : tokens.isError ? (
        <p className="text-sm text-red-700">{GPS_TEXTS.loadError}</p>
      ) : (
        <DeviceTokenList
          tokens={tokens.data}
          onRevoke={(id) => revoke.mutate(id)}
          revoking={revoke.isPending ? (revoke.variables ?? null) : null}
        />
      )}
    </Card>
  );
}
