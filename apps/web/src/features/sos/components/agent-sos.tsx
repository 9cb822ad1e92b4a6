import * as MSG from '@secops/domain/messages';
import { SOS_HOLD_MS } from '@secops/domain/sos-rules';
import { BellOff, BellRing } from 'lucide-react';
import { useCallback, useEffect } from 'react';
import { cn } from '../../../lib/cn.ts';
import { useSosTrigger } from '../hooks/use-sos-trigger.ts';
import { raiseAlert, resumeAlert, setSilent, useSosAlertStore } from '../stores/sos-alert-store.ts';
import { SosStatusPanel } from './sos-status-panel.tsx';

/** A short buzz that the alert left, unless the guard chose silence. */
function signalSent(silent: boolean): void {
  if (silent) return;
  navigator.vibrate?.([200, 100, 200]);
}

/**
 * The red SOS button of every agent page, in the header: held 2 s or tapped 3 times, it raises an alert with the
 * position; the panel under the header follows the alert. A silent mode keeps the phone quiet (no buzz) for discreet use.
 */
export function AgentSos() {
  const silent = useSosAlertStore((s) => s.silent);
  const phase = useSosAlertStore((s) => s.phase);
  const onFire = useCallback(() => {
    signalSent(useSosAlertStore.getState().silent);
    void raiseAlert();
  }, []);
  const { holding, handlers } = useSosTrigger(onFire);

  useEffect(() => void resumeAlert(), []);

  return (
    <div className="flex items-center gap-1.5">
      {phase !== 'idle' && <SosStatusPanel />}
      <button
        type="button"
        onClick={() => setSilent(!silent)}
        aria-pressed={silent}
        aria-label={MSG.sosSilent}
        title={MSG.sosSilent}
        className="flex size-11 items-center justify-center rounded-full text-slate-600 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600"
      >
        {silent ? (
          <BellOff aria-hidden="true" className="size-5" />
        ) : (
          <BellRing aria-hidden="true" className="size-5" />
        )}
      </button>
      <button
        type="button"
        {...handlers}
        aria-label={MSG.sosButtonLabel}
        title={MSG.sosHoldHint}
        className={cn(
          'relative h-11 w-16 touch-none overflow-hidden rounded-full bg-red-600 text-base font-extrabold text-white shadow select-none',
          'focus-visible:outline-4 focus-visible:outline-offset-2 focus-visible:outline-red-700 active:bg-red-700',
        )}
      >
        <span
          aria-hidden="true"
          className="absolute inset-0 origin-left bg-red-900"
          style={{
            transform: holding ? 'scaleX(1)' : 'scaleX(0)',
            transition: holding ? `transform ${SOS_HOLD_MS}ms linear` : 'none',
          }}
        />
        <span className="relative">{MSG.sosButton}</span>
      </button>
    </div>
  );
}
