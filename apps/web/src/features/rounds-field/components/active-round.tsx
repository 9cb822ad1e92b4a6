import * as MSG from '@secops/domain/messages';
import type { FieldCheckpoint, Tour } from '@secops/domain/rounds';
import { Hand, ScanQrCode, TriangleAlert } from 'lucide-react';
import { lazy, Suspense, useEffect, useId, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { LoadingState } from '../../../components/ui/spinner.tsx';
import { formatMessage } from '../../../lib/format-message.ts';
import { useRoundScanning } from '../hooks/use-round-scanning.ts';
import { useServerRound } from '../hooks/use-server-round.ts';
import type { LocalRound } from '../stores/local-rounds-store.ts';
import { checkpointProgress, nextCheckpointId } from '../utils/checkpoint-progress.ts';
import { watchScanPosition } from '../utils/scan-position.ts';
import { AnomalyReportModal } from './anomaly-report-modal.tsx';
import { FinishRoundButton } from './finish-round-button.tsx';
import { ManualPassDialog } from './manual-pass-dialog.tsx';
import { NfcReadButton } from './nfc-read-button.tsx';
import { RoundCheckpointItem } from './round-checkpoint-item.tsx';
import { ScanAnnouncement } from './scan-announcement.tsx';

// The camera scanner (and the QR decoder it may load) comes only when "Scanner" is pressed.
const ScannerDialog = lazy(() => import('./scanner-dialog.tsx').then((m) => ({ default: m.ScannerDialog })));

type ActiveRoundProps = {
  round: LocalRound;
  tour: Tour;
  missionTours: readonly Tour[];
  finishing: boolean;
  onFinish: () => void;
};

/**
 * A round under way: progress, the last scan's result (read out), "Scanner" (and NFC where the phone has it), each
 * checkpoint done or to do with its instructions, "Passer à la main" and "Signaler une anomalie", then "Terminer".
 */
export function ActiveRound({ round, tour, missionTours, finishing, onFinish }: ActiveRoundProps) {
  const [scanning, setScanning] = useState(false);
  const [manual, setManual] = useState<FieldCheckpoint | null>(null);
  const [anomaly, setAnomaly] = useState<FieldCheckpoint | null>(null);
  const reader = useRoundScanning({ round, tour, missionTours });
  const listId = useId();
  useServerRound(round);
  useEffect(() => watchScanPosition(), []);
  const progress = checkpointProgress(tour, round);
  const done = progress.filter((item) => item.scan !== null).length;
  const next = tour.order === 'STRICT' ? nextCheckpointId(progress) : null;

  return (
    <div className="space-y-5">
      <div>
        <p className="text-base font-semibold text-slate-900">
          {formatMessage(MSG.roundsFieldProgress, { done, total: progress.length })}
        </p>
        <progress
          className="mt-2 h-3 w-full overflow-hidden rounded-full accent-green-700"
          value={done}
          max={progress.length}
          aria-label={MSG.roundsFieldCheckpoints}
        />
      </div>
      <ScanAnnouncement announcement={reader.announcement} />
      <div className="space-y-3">
        <Button
          size="lg"
          fullWidth
          icon={<ScanQrCode aria-hidden="true" />}
          isLoading={reader.isPending}
          onClick={() => setScanning(true)}
          className="h-14 text-lg"
        >
          {MSG.roundsFieldScan}
        </Button>
        <NfcReadButton
          onRead={(text) => void reader.readText(text, 'NFC')}
          onFailure={reader.fail}
          disabled={reader.isPending}
        />
      </div>
      <section aria-labelledby={listId}>
        <h2 id={listId} className="mb-3 text-lg font-semibold text-slate-900">
          {MSG.roundsFieldCheckpoints}
        </h2>
        <ol className="space-y-3">
          {progress.map((item) => (
            <RoundCheckpointItem
              key={item.checkpoint.id}
              item={item}
              next={item.checkpoint.id === next}
              actions={(describedBy) => (
                <>
                  {item.scan === null && (
                    <Button
                      variant="secondary"
                      icon={<Hand aria-hidden="true" />}
                      aria-describedby={describedBy}
                      onClick={() => setManual(item.checkpoint)}
                    >
                      {MSG.roundsFieldManual}
                    </Button>
                  )}
                  <Button
                    variant="dangerGhost"
                    icon={<TriangleAlert aria-hidden="true" />}
                    aria-describedby={describedBy}
                    onClick={() => setAnomaly(item.checkpoint)}
                  >
                    {MSG.roundsFieldReportAnomaly}
                  </Button>
                </>
              )}
            />
          ))}
        </ol>
      </section>
      <FinishRoundButton progress={progress} isPending={finishing} onFinish={onFinish} />
      {scanning && (
        <Suspense fallback={<LoadingState label={MSG.roundsFieldScannerStarting} />}>
          <ScannerDialog
            onClose={() => setScanning(false)}
            onRead={(text) => {
              setScanning(false);
              void reader.readText(text, 'QR');
            }}
          />
        </Suspense>
      )}
      {manual && (
        <ManualPassDialog
          checkpoint={manual}
          onClose={() => setManual(null)}
          onPass={(reason) => {
            setManual(null);
            reader.passByHand(manual, reason);
          }}
        />
      )}
      {anomaly && (
        <AnomalyReportModal
          missionId={round.missionId}
          roundId={round.roundId}
          checkpoint={anomaly}
          onClose={() => setAnomaly(null)}
        />
      )}
    </div>
  );
}
