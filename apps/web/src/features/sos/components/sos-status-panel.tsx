import * as MSG from '@secops/domain/messages';
import { CheckCircle2, Loader2, ShieldAlert, WifiOff } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { cn } from '../../../lib/cn.ts';
import { dismissAlert, phaseText, useSosAlertStore, type SosPhase } from '../stores/sos-alert-store.ts';

const ICONS: Partial<Record<SosPhase, typeof ShieldAlert>> = {
  sending: Loader2,
  queued: WifiOff,
  acknowledged: CheckCircle2,
  closed: CheckCircle2,
};

/**
 * Where the guard's alert stands: 'Envoyé' → 'Reçu' → 'Pris en charge par {nom}', then closed by the office. Shown
 * above the bottom tabs (at the bottom on wider screens), so that the header's offline and sync line stays in view.
 */
export function SosStatusPanel() {
  const state = useSosAlertStore();
  const Icon = ICONS[state.phase] ?? ShieldAlert;
  const over = state.phase === 'closed' || state.phase === 'failed';
  return (
    <section
      aria-labelledby="sos-panel-title"
      className={cn(
        'fixed inset-x-3 bottom-[5.5rem] z-30 mx-auto max-w-md rounded-xl border p-4 shadow-lg sm:bottom-4',
        over ? 'border-slate-200 bg-white' : 'border-red-200 bg-red-50',
      )}
    >
      <div className="flex items-start gap-3">
        <Icon
          aria-hidden="true"
          className={cn(
            'mt-0.5 size-6 shrink-0',
            state.phase === 'sending' && 'animate-spin',
            over ? 'text-slate-500' : 'text-red-700',
          )}
        />
        <div className="min-w-0 flex-1">
          <h2 id="sos-panel-title" className="text-sm font-semibold text-slate-900">
            {MSG.sosPanelTitle}
          </h2>
          <p
            role="status"
            aria-live="assertive"
            className="text-base font-medium text-slate-900"
            data-sos-phase={state.phase}
          >
            {phaseText(state)}
          </p>
        </div>
        {over && (
          <Button size="sm" variant="secondary" onClick={dismissAlert}>
            {MSG.sosDismiss}
          </Button>
        )}
      </div>
    </section>
  );
}
