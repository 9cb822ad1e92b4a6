import type { FastifyBaseLogger } from 'fastify';
import { changeFeedOf } from '../../db/change-feed.ts';
import type { Db } from '../../db/client.ts';
import type { RealtimeEmitter } from '../../realtime/emitter.ts';
import { presentLogbookEntry } from './logbook.presenter.ts';
import { assignedUserIds, findLogbookEntry } from './logbook.repository.ts';

/**
 * Sends each new entry live, whatever wrote it (a guard, the office, the server's own findings): the table's
 * trigger notifies every process at commit, and each tells its own sockets (see RealtimeEmitter.logbookEntryLocal).
 * While the listening connection is down entries are not sent live; the screens read them again when they reconnect.
 */
export async function startLogbookLive(
  db: Db,
  emitter: RealtimeEmitter,
  log: FastifyBaseLogger,
): Promise<void> {
  const feed = changeFeedOf(db);
  if (!feed) return;
  await feed.listen('logbook_entry', (id) => {
    if (!emitter.attached) return;
    void (async () => {
      const entry = await findLogbookEntry(db, id);
      if (!entry) return;
      emitter.logbookEntryLocal(presentLogbookEntry(entry), await assignedUserIds(db, entry.missionId));
    })().catch((err: unknown) => log.warn({ err, id }, 'logbook entry not sent live'));
  });
}
