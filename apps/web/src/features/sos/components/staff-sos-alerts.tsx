import { formatMessage } from '@secops/domain/format-message';
import * as MSG from '@secops/domain/messages';
import type { Sos } from '@secops/domain/sos';
import { MapPin, Siren } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button.tsx';
import { errorMessage } from '../../../lib/api-error.ts';
import { formatParis } from '../../../lib/format.ts';
import { useAcknowledgeSos, useActiveSos } from '../api/sos.ts';
import { useSosEvents } from '../hooks/use-sos-events.ts';
import { startAlarm } from '../utils/alarm-sound.ts';
import { SosCloseModal } from './sos-close-modal.tsx';

const agentName = (sos: Sos) => `${sos.agent.firstName} ${sos.agent.lastName}`;

function details(sos: Sos): string[] {
  const lines = [
    sos.mission ? formatMessage(MSG.sosBannerMission, { title: sos.mission.title }) : MSG.sosBannerNoMission,
    sos.lat === null
      ? MSG.sosBannerNoPosition
      : formatMessage(MSG.sosBannerPosition, { accuracy: Math.round(sos.accuracy ?? 0) }),
    formatMessage(MSG.sosBannerSince, { time: formatParis(sos.createdAt, 'HH:mm:ss') }),
  ];
  if (sos.agent.falseAlarms > 0)
    lines.push(formatMessage(MSG.sosBannerFalseAlarms, { n: sos.agent.falseAlarms }));
  return lines;
}

function SosBanner({ sos, onCloseAlert }: { sos: Sos; onCloseAlert: (sos: Sos) => void }) {
  const acknowledge = useAcknowledgeSos();
  const open = sos.status === 'OPEN';
  const take = () =>
    acknowledge.mutate(sos.id, {
      onSuccess: () => toast.success(MSG.sosAcknowledged),
      onError: (error) => toast.error(errorMessage(error, MSG.sosActionError)),
    });
  return (
    <div
      role={open ? 'alert' : 'status'}
      className={
        open
          ? 'flex flex-wrap items-center gap-3 rounded-xl bg-red-700 p-4 text-white shadow-lg'
          : 'flex flex-wrap items-center gap-3 rounded-xl border border-amber-300 bg-amber-50 p-4 text-amber-950'
      }
    >
      <Siren aria-hidden="true" className={open ? 'size-7 shrink-0 animate-pulse' : 'size-6 shrink-0'} />
      <div className="min-w-0 flex-1">
        <p className="font-bold">{formatMessage(MSG.sosBannerTitle, { name: agentName(sos) })}</p>
        <p className="text-sm">
          {open
            ? details(sos).join(' · ')
            : formatMessage(MSG.sosTakenBy, { name: sos.acknowledgedBy?.name ?? '' })}
        </p>
      </div>
      <div className="flex flex-wrap gap-2">
        {sos.lat !== null && (
          <Link
            to="/admin/gps"
            className="inline-flex h-10 items-center gap-1.5 rounded-lg px-3 text-sm font-medium underline underline-offset-2"
          >
            <MapPin aria-hidden="true" className="size-4" />
            {MSG.sosShowOnMap}
          </Link>
        )}
        {open ? (
          <Button variant="secondary" onClick={take} isLoading={acknowledge.isPending}>
            {MSG.sosAcknowledge}
          </Button>
        ) : (
          <Button variant="secondary" onClick={() => onCloseAlert(sos)}>
            {MSG.sosClose}
          </Button>
        )}
      </div>
    </div>
  );
}

/**
 * On every staff page, above the screen: each alert not yet closed, the open ones in red with a sound that goes on
 * until someone takes them, the taken ones in amber until they are closed.
 */
export function StaffSosAlerts() {
  useSosEvents();
  const alerts = useActiveSos().data ?? [];
  const [closing, setClosing] = useState<Sos | null>(null);
  const anyOpen = alerts.some((sos) => sos.status === 'OPEN');

  useEffect(() => (anyOpen ? startAlarm() : undefined), [anyOpen]);

  return (
    <>
      {alerts.length > 0 && (
        <section aria-label={MSG.sosOpenList} className="space-y-2 px-4 pt-4 sm:px-6 lg:px-8">
          {alerts.map((sos) => (
            <SosBanner key={sos.id} sos={sos} onCloseAlert={setClosing} />
          ))}
        </section>
      )}
      {/* Outside the list: the closed alert leaves it (socket event) before the modal has said so. */}
      {closing && <SosCloseModal sos={closing} onClose={() => setClosing(null)} />}
    </>
  );
}
