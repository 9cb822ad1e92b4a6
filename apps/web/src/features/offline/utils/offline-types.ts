import type { ChatPostBody } from '@secops/domain/chat';
import type { PositionUpdate } from '@secops/domain/gps';
import type { IncidentCreateInput } from '@secops/domain/incidents.schemas';
import type { LogbookEntryCreateInput } from '@secops/domain/logbook';
import type { ChecklistTickBody } from '@secops/domain/missions.schemas';
import type { RoundStart, ScanMethod } from '@secops/domain/rounds';

type WithRequestId<T> = T & { clientRequestId: string };

/** A chat message written without network: sent later with the time it was written. */
export type QueuedChatBody = WithRequestId<ChatPostBody> & { missionId: string; sentAt: string };

/** A position taken while the server could not be reached: sent later with the time the phone took it. */
export type QueuedPositionBody = WithRequestId<PositionUpdate> & { recordedAt: string };

/** A main courante entry written without network: its mission goes in the path, the rest is the body. */
export type QueuedLogbookBody = WithRequestId<LogbookEntryCreateInput> & {
  missionId: string;
  writtenAt: string;
};

/** A round started without network: its mission and tour, and the start's id and time. */
export type QueuedRoundStart = RoundStart & { missionId: string; tourId: string };

/**
 * The round a queued scan or end belongs to: its id when the phone knew it, else the start that makes it, sent again
 * first (the same clientRequestId answers the same round).
 */
export type QueuedRoundRef = {
  missionId: string;
  tourId: string;
  roundId: string | null;
  startRequestId: string;
  startedAt: string;
};

/** A checkpoint scanned (or passed by hand) without network, with the time it was read and the position then. */
export type QueuedRoundScan = QueuedRoundRef & {
  clientRequestId: string;
  scannedAt: string;
  method: ScanMethod;
  code?: string;
  checkpointId?: string;
  reason?: string;
  lat?: number;
  lng?: number;
  accuracy?: number;
};

/** A round ended without network; `clientRequestId` names the queued end only (the server needs none). */
export type QueuedRoundFinish = QueuedRoundRef & { clientRequestId: string; finishedAt: string };

/**
 * What a screen asks the queue to send; `clientRequestId` lets the server recognise a repeat, and each carries the
 * time it was made (checkedAt, occurredAt, sentAt, recordedAt, writtenAt, startedAt, scannedAt, finishedAt): the
 * server dates it then, not when the phone syncs.
 */
export type ActionToQueue =
  | { kind: 'tick'; body: WithRequestId<ChecklistTickBody> & { checkedAt: string } }
  | {
      kind: 'incident';
      body: WithRequestId<IncidentCreateInput> & { occurredAt: string };
      /** The report's photos, already made small on the phone: uploaded first when it is sent. */
      photos?: Blob[];
    }
  | { kind: 'chat'; body: QueuedChatBody }
  | { kind: 'position'; body: QueuedPositionBody }
  | {
      kind: 'logbook';
      body: QueuedLogbookBody;
      /** The entry's photos, already made small on the phone: uploaded first when it is sent. */
      photos?: Blob[];
    }
  | { kind: 'round-start'; body: QueuedRoundStart }
  | { kind: 'round-scan'; body: QueuedRoundScan }
  | { kind: 'round-finish'; body: QueuedRoundFinish };

export type NewQueuedAction = ActionToQueue & { userId: string; createdAt: string; attempts: number };

/** An action waiting in the phone's queue; `seq` gives the order it was made in. */
export type QueuedAction = NewQueuedAction & { seq: number };

/** A field screen's last answer kept on the phone, with when it was received. */
export type StoredCopy = { id: string; userId: string; key: string; data: unknown; savedAt: string };
