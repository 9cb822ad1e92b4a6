import * as MSG from '@secops/domain/messages';
import { SCAN_FLAG_LABELS, type FieldCheckpoint, type Scan, type Tour } from '@secops/domain/rounds';
import { useState } from 'react';
import { errorMessage } from '../../../lib/api-error.ts';
import { formatMessage } from '../../../lib/format-message.ts';
import type { ScanInput } from '../api/round-actions.ts';
import type { LocalRound } from '../stores/local-rounds-store.ts';
import { matchScan } from '../utils/match-scan.ts';
import { useScanCheckpoint } from './use-round-actions.ts';

export type AnnouncementTone = 'success' | 'warning' | 'error' | 'info';
/** What the last scan gave, shown and read out; `id` tells two equal texts apart. */
export type Announcement = { tone: AnnouncementTone; text: string; id: number };

/** The sentence for a scan's answer: done, done with the server's flags, or kept for later without network. */
export function answerOf(checkpoint: FieldCheckpoint, scan: Scan | null): Omit<Announcement, 'id'> {
  const name = checkpoint.name;
  if (scan === null) return { tone: 'info', text: formatMessage(MSG.roundsFieldScanQueued, { name }) };
  if (scan.flags.length === 0)
    return { tone: 'success', text: formatMessage(MSG.roundsFieldScanDone, { name }) };
  const flags = scan.flags.map((flag) => SCAN_FLAG_LABELS[flag]).join(', ');
  return { tone: 'warning', text: formatMessage(MSG.roundsFieldScanDoneFlags, { name, flags }) };
}

type RoundScanning = {
  round: LocalRound | null;
  tour: Tour;
  /** Every tour of the mission: a checkpoint of another one is told apart from another mission's. */
  missionTours: readonly Tour[];
};

/**
 * Turns what the guard reads (a QR code, an NFC tag, a tag's page) or passes by hand into the round's scans, and
 * says what came of each: matched on the phone first (a code of no checkpoint of the round never leaves it).
 */
export function useRoundScanning({ round, tour, missionTours }: RoundScanning) {
  const [announcement, setAnnouncement] = useState<Announcement | null>(null);
  const scan = useScanCheckpoint();
  const say = (next: Omit<Announcement, 'id'>) =>
    setAnnouncement((previous) => ({ ...next, id: (previous?.id ?? 0) + 1 }));

  const record = (input: ScanInput) => {
    if (!round) return;
    const name = input.checkpoint.name;
    if (round.scans.some((done) => done.checkpointId === input.checkpoint.id)) {
      say({ tone: 'info', text: formatMessage(MSG.roundsFieldScanAgain, { name }) });
      return;
    }
    scan.mutate(
      { round, input },
      {
        onSuccess: (answer) => say(answerOf(input.checkpoint, answer)),
        onError: (error) => say({ tone: 'error', text: errorMessage(error, MSG.roundsFieldScanError) }),
      },
    );
  };

  const readText = async (text: string, method: 'QR' | 'NFC' | 'URL') => {
    const match = await matchScan(text, tour, missionTours);
    if (match.result === 'checkpoint') record({ method, code: match.code, checkpoint: match.checkpoint });
    else if (match.result === 'not-a-code') say({ tone: 'error', text: MSG.roundsFieldScanNotCheckpoint });
    else if (match.result === 'other-tour') say({ tone: 'error', text: MSG.checkpointNotInTour });
    else say({ tone: 'error', text: MSG.checkpointOtherMission });
  };

  return {
    announcement,
    readText,
    passByHand: (checkpoint: FieldCheckpoint, reason: string) =>
      record({ method: 'MANUAL', reason, checkpoint }),
    /** A reading that failed before any text (NFC): said like a refused scan. */
    fail: (text: string) => say({ tone: 'error', text }),
    isPending: scan.isPending,
  };
}
