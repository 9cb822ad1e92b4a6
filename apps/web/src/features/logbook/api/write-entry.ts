import type { LogbookEntry, LogbookEntryCreateInput, LogbookManualType } from '@secops/domain/logbook';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { api } from '../../../lib/api-client.ts';
import type { MutationConfig } from '../../../lib/query-client.ts';
import { reportPosition } from '../../missions/index.ts';
import { isUnreachable, onActionSent, queueAction } from '../../offline/index.ts';
import { addEntryToLists } from './get-logbook.ts';

/** What the form gives: the type, the text, when it happened (absent: when it is written), what it corrects. */
export type LogbookDraft = {
  type: LogbookManualType;
  text: string;
  occurredAt?: string;
  correctsId?: string;
};

/** POST /api/missions/{id}/logbook: the entry as recorded (the same one again for a repeated clientRequestId). */
export const createLogbookEntry = (missionId: string, body: LogbookEntryCreateInput): Promise<LogbookEntry> =>
  api.post<LogbookEntry>(`/missions/${encodeURIComponent(missionId)}/logbook`, body);

/** Staff write from the mission page; the entry joins the lists at once (the socket's copy is then the same). */
export function useCreateLogbookEntry(
  missionId: string,
  config?: MutationConfig<LogbookEntry, LogbookDraft>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    ...config,
    mutationFn: (draft: LogbookDraft) =>
      createLogbookEntry(missionId, { ...draft, clientRequestId: crypto.randomUUID() }),
    onSuccess: (entry, ...rest) => {
      addEntryToLists(queryClient, entry);
      return config?.onSuccess?.(entry, ...rest);
    },
  });
}

/**
 * A guard's entry, dated when "Inscrire" was pressed (writtenAt), with where they were when the phone already lets
 * the app read it: sent at once, or kept on the phone when the server
 * cannot be reached and sent with the network (null then). Its clientRequestId makes a repeat the same entry.
 */
export async function writeOrQueue(missionId: string, draft: LogbookDraft): Promise<LogbookEntry | null> {
  const writtenAt = new Date().toISOString();
  const position = await reportPosition();
  const body = { ...draft, ...(position ?? {}), writtenAt, clientRequestId: crypto.randomUUID() };
  try {
    return await createLogbookEntry(missionId, body);
  } catch (error) {
    if (!isUnreachable(error)) throw error;
    await queueAction({ kind: 'logbook', body: { ...body, missionId } });
    return null;
  }
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
