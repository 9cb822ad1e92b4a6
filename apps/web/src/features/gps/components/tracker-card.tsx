import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { errorMessage } from '../../../lib/api-error.ts';
import { useCreateDeviceToken, useDeviceTokens, useRevokeDeviceToken } from '../api/device-tokens.ts';
import { DeviceTokensState } from './device-token-list.tsx';
import { TrackerSetup } from './tracker-setup.tsx';
import { GPS_TEXTS } from '../texts.ts';

/**
 * The agent's 'Traceur GPS (Traccar Client)' card on their profile: why a native tracker (positions with the screen
 * off), 'Créer un jeton' with the set-up shown once (QR code, server URL, device identifier), and the active tokens
 * with 'Révoquer'.
 */
export function TrackerCard() {
  const tokens = useDeviceTokens(null);
  const [created, setCreated] = useState<{ id: string; token: string } | null>(null);
  const onError = (error: Error) => toast.error(errorMessage(error, GPS_TEXTS.actionError));
  const create = useCreateDeviceToken({ onSuccess: ({ id, token }) => setCreated({ id, token }), onError });
  const revoke = useRevokeDeviceToken({
    onSuccess: (_, id) => {
      toast.success(GPS_TEXTS.revoked);
      if (created?.id === id) setCreated(null);
    },
    onError,
  });

  return (
    <Card title={GPS_TEXTS.title}>
      <div className="space-y-4">
        <p className="text-base text-slate-700">{GPS_TEXTS.intro}</p>
        {created ? (
          <TrackerSetup token={created.token} onHide={() => setCreated(null)} />
        ) : (
          <Button size="lg" isLoading={create.isPending} onClick={() => create.mutate()}>
            {GPS_TEXTS.create}
          </Button>
        )}
        <section aria-labelledby="tracker-tokens">
          <h3 id="tracker-tokens" className="mb-2 text-base font-semibold text-slate-900">
            {GPS_TEXTS.activeTokens}
          </h3>
          <DeviceTokensState tokens={tokens} revoke={revoke} />
        </section>
      </div>
    </Card>
  );
}
