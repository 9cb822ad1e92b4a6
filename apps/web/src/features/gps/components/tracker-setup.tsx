import { trackerServerUrl, trackerSetupUrl } from '@secops/domain/gps-tracker';
import { lazy, Suspense, type ReactNode } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { LoadingState } from '../../../components/ui/spinner.tsx';
import { GPS_TEXTS } from '../texts.ts';

const TrackerQrCode = lazy(() => import('./tracker-qr-code.tsx').then((m) => ({ default: m.TrackerQrCode })));

function Value({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-sm text-slate-600">{label}</dt>
      <dd className="font-mono text-sm break-all text-slate-900 select-all">{children}</dd>
    </div>
  );
}

/**
 * What Traccar Client needs, shown once after the token is made: a QR code to scan, or the server URL and the
 * device identifier (the token) to type.
 */
export function TrackerSetup({ token, onHide }: { token: string; onHide: () => void }) {
  const origin = window.location.origin;
  return (
    <div className="space-y-3 rounded-lg border border-blue-200 bg-blue-50 p-4">
      <p className="text-base font-semibold text-slate-900">{GPS_TEXTS.created}</p>
      <p className="text-sm text-slate-700">{GPS_TEXTS.scanHint}</p>
      <Suspense fallback={<LoadingState className="py-4" />}>
        <TrackerQrCode value={trackerSetupUrl(origin, token)} label={GPS_TEXTS.qrAlt} />
      </Suspense>
      <dl className="space-y-2">
        <Value label={GPS_TEXTS.serverUrl}>{trackerServerUrl(origin)}</Value>
        <Value label={GPS_TEXTS.deviceId}>{token}</Value>
      </dl>
      <p className="text-sm font-medium text-amber-800">{GPS_TEXTS.shownOnce}</p>
      <Button variant="secondary" onClick={onHide}>
        {GPS_TEXTS.hide}
      </Button>
    </div>
  );
}
