import * as MSG from '@secops/domain/messages';
import type { FieldCheckpoint } from '@secops/domain/rounds';
import { useEffect, useRef, useState } from 'react';
import { errorMessage } from '../../../lib/api-error.ts';
import { formatMessage } from '../../../lib/format-message.ts';
import { useScanCheckpoint } from '../hooks/use-round-actions.ts';
import { answerOf, type Announcement } from '../hooks/use-round-scanning.ts';
import type { LocalRound } from '../stores/local-rounds-store.ts';
import { ScanAnnouncement } from './scan-announcement.tsx';

type TagScanProps = { round: LocalRound; checkpoint: FieldCheckpoint; code: string };

/**
 * The tag's page with the guard's round in progress: the checkpoint is recorded at once (method URL), once per visit,
 * and the result said like a scan's. One already done in this round is only said so.
 */
export function TagScan({ round, checkpoint, code }: TagScanProps) {
  const [doneBefore] = useState(() => round.scans.some((scan) => scan.checkpointId === checkpoint.id));
  const scan = useScanCheckpoint();
  const { mutate } = scan;
  const sent = useRef(false);
  useEffect(() => {
    if (doneBefore || sent.current) return;
    sent.current = true;
    mutate({ round, input: { method: 'URL', code, checkpoint } });
  }, [doneBefore, mutate, round, code, checkpoint]);

  const name = checkpoint.name;
  const announcement: Announcement | null = doneBefore
    ? { tone: 'info', text: formatMessage(MSG.roundsFieldScanAgain, { name }), id: 1 }
    : scan.isSuccess
      ? { ...answerOf(checkpoint, scan.data), id: 1 }
      : scan.isError
        ? { tone: 'error', text: errorMessage(scan.error, MSG.roundsFieldScanError), id: 1 }
        : null;
  return <ScanAnnouncement announcement={announcement} />;
}
