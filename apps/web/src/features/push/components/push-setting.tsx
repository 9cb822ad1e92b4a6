import * as MSG from '@secops/domain/messages';
import { Bell, BellOff } from 'lucide-react';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { usePush, type PushState } from '../hooks/use-push.ts';
import { PUSH_TEXTS } from '../texts.ts';

const STATE_TEXT: Record<PushState, string> = {
  checking: MSG.loading,
  unsupported: PUSH_TEXTS.stateUnsupported,
  denied: PUSH_TEXTS.stateDenied,
  on: PUSH_TEXTS.stateOn,
  off: PUSH_TEXTS.stateOff,
};

/**
 * Push notifications on this browser: where they stand ('activées', 'refusées par le navigateur', 'non disponibles
 * sur ce navigateur') and the button that turns them on or off. `label` names the line in a settings card.
 */
export function PushSetting({ label }: { label?: string }) {
  const { state, enable, disable } = usePush();
  const busy = enable.isPending || disable.isPending;
  const failed = enable.isError ? PUSH_TEXTS.enableError : disable.isError ? PUSH_TEXTS.disableError : null;
  return (
    <div className="flex flex-wrap items-center justify-between gap-3">
      <div className="min-w-0 flex-1 basis-56">
        {label && <p className="text-sm font-medium text-slate-900">{label}</p>}
        <p className="flex items-center gap-2 text-base text-slate-800" data-testid="push-state">
          {state === 'on' ? (
            <Badge tone="green">{STATE_TEXT.on}</Badge>
          ) : (
            <span className={state === 'denied' ? 'font-medium text-red-700' : undefined}>
              {STATE_TEXT[state]}
            </span>
          )}
        </p>
        {state === 'denied' && <p className="mt-0.5 text-sm text-slate-600">{PUSH_TEXTS.stateDeniedHint}</p>}
        {failed && (
          <p role="alert" className="mt-1 text-sm text-red-700">
            {failed}
          </p>
        )}
      </div>
      {state === 'off' && (
        <Button onClick={() => enable.mutate()} disabled={busy}>
          <Bell aria-hidden />
          {PUSH_TEXTS.enable}
        </Button>
      )}
      {state === 'on' && (
        <Button variant="secondary" onClick={() => disable.mutate()} disabled={busy}>
          <BellOff aria-hidden />
          {PUSH_TEXTS.disable}
        </Button>
      )}
    </div>
  );
}

/** The 'Notifications push' line of the staff settings' notifications card. */
export function PushSettingRow() {
  return <PushSetting label={MSG.settingsNotificationsPush} />;
}

/** The 'Notifications' card of the agent's profile. */
export function PushCard() {
  return (
    <Card title={PUSH_TEXTS.cardTitle} description={PUSH_TEXTS.cardHint}>
      <PushSetting />
    </Card>
  );
}
