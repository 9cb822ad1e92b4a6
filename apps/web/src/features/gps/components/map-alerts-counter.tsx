import * as MSG from '@secops/domain/messages';
import { TriangleAlert, X } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useFocusTrap } from '../../../lib/use-focus-trap.ts';
import type { MapAlert } from '../utils/map-alerts.ts';
import { MapAlertsList } from './map-alerts-list.tsx';

type Props = {
  alerts: readonly MapAlert[];
  now: Date;
  onShow: (position: { lat: number; lng: number }) => void;
};

/**
 * The 'Alertes' counter, a button opening the list of alerts under it. Escape, the close button or a click outside
 * close it, and focus goes back to the counter; picking an alert centres the map on it and closes the list.
 */
export function MapAlertsCounter({ alerts, now, onShow }: Props) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const wrapper = useRef<HTMLDivElement>(null);
  const panel = useFocusTrap<HTMLDivElement>(open, () => setOpen(false));

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!wrapper.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  return (
    <div ref={wrapper} className="relative h-full">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => setOpen((was) => !was)}
        className="flex h-full w-full flex-col gap-2 rounded-xl border border-slate-200 bg-white p-3 text-left shadow-sm hover:border-red-300 hover:bg-red-50/40 sm:flex-row sm:items-center sm:p-4"
      >
        <span className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-red-50 text-red-700">
          <TriangleAlert aria-hidden="true" className="size-5" />
        </span>
        <span className="flex flex-col-reverse">
          <span className="text-xs text-slate-500 sm:text-sm">{MSG.gpsAlerts}</span>{' '}
          <span className="text-xl font-bold text-slate-900 sm:text-2xl">{alerts.length}</span>
        </span>
      </button>
      {open && (
        <div
          ref={panel}
          id={panelId}
          role="dialog"
          aria-label={MSG.gpsAlertsTitle}
          tabIndex={-1}
          className="absolute right-0 z-[1100] mt-2 max-h-[70dvh] w-[min(24rem,calc(100vw-2rem))] overflow-y-auto rounded-xl border border-slate-200 bg-white shadow-lg focus:outline-none"
        >
          <div className="flex items-center justify-between gap-2 border-b border-slate-100 py-1 pr-1 pl-4">
            <h2 className="font-semibold text-slate-900">{MSG.gpsAlertsTitle}</h2>
            <button
              type="button"
              aria-label={MSG.gpsAlertsClose}
              onClick={() => setOpen(false)}
              className="flex size-11 items-center justify-center rounded-lg text-slate-500 hover:bg-slate-100"
            >
              <X aria-hidden="true" className="size-5" />
            </button>
          </div>
          <MapAlertsList
            alerts={alerts}
            now={now}
            onShow={(alert) => {
              setOpen(false);
              onShow(alert.position);
            }}
          />
        </div>
      )}
    </div>
  );
}
