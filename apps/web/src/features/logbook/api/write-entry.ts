import type { LogbookEntry, LogbookManualType } from '@secops/domain/logbook';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { MutationConfig } from '../../../lib/query-client.ts';
import { reportPosition } from '../../missions/index.ts';
import { onActionSent, sendLogbookEntry, sendOrQueue } from '../../offline/index.ts';
import { addEntryToLists } from './get-logbook.ts';

/**
 * What the form gives: the type, the text, when it happened (absent: when it is written), what it corrects, and the
 * photos taken with it (already made small on the phone).
 */
export type LogbookDraft = {
  type: LogbookManualType;
  text: string;
  occurredAt?: string;
  correctsId?: string;
  photos?: Blob[];
};

/** Staff write from the mission page; the entry joins the lists at once (the socket's copy is then the same). */
export function useCreateLogbookEntry(
  missionId: string,
  config?: MutationConfig<LogbookEntry, LogbookDraft>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    ...config,
    mutationFn: ({ photos = [], ...draft }: LogbookDraft) =>
      sendLogbookEntry({ ...draft, missionId, clientRequestId: crypto.randomUUID() }, photos),
    onSuccess: (entry, ...rest) => {
      addEntryToLists(queryClient, entry);
      return config?.onSuccess?.(entry, ...rest);
    },
  });
}

/**
 * A guard's entry, dated when "Inscrire" was pressed (writtenAt), with where they were when the phone already lets
 * the app read it: sent at once, its photos first, or kept on the phone with them when the server cannot be reached
 * and sent with the network (null then). Its clientRequestId makes a repeat the same entry, and its photos' ids
 * follow from it.
 */
export async function writeOrQueue(
  missionId: string,
  { photos = [], ...draft }: LogbookDraft,
): Promise<LogbookEntry | null> {
  const writtenAt = new Date().toISOString();
  const position = await reportPosition();
  const body = { ...draft, ...(position ?? {}), writtenAt, clientRequestId: crypto.randomUUID(), missionId };
  return sendOrQueue(() => sendLogbookEntry(body, photos), { kind: 'logbook', body, photos });
}

/** The field's form: runs even when the browser says it is offline, to queue rather than wait. */
export function useWriteFieldEntry(
  missionId: string,
  config?: MutationConfig<LogbookEntry | null, LogbookDraft>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    ...config,
    networkMode: 'always',
    mutationFn: (draft: LogbookDraft) => writeOrQueue(missionId, draft),
    onSuccess: (entry, ...rest) => {
      if (entry) addEntryToLists(queryClient, entry);
      return config?.onSuccess?.(entry, ...rest);
    },
  });
}

/** Entries sent from the queue when the network returned join the lists shown. */
export function useSyncedEntries(): void {
  const queryClient = useQueryClient();
  useEffect(
    () =>
      onActionSent((action, result) => {
        if (action.kind === 'logbook' && result) addEntryToLists(queryClient, result as LogbookEntry);
      }),
    [queryClient],
  );
}
