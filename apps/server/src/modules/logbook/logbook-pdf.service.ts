import * as MSG from '@secops/domain/messages';
import type { Db } from '../../db/client.ts';
import { badRequest, notFound } from '../../lib/errors.ts';
import type { PhotosService } from '../photos/photos.service.ts';
import { findMissionTitle, listLogbook } from './logbook.repository.ts';
import { renderLogbookPdf } from './logbook.pdf.ts';

/** A printed main courante holds at most this many entries; a longer period is printed in parts. */
export const LOGBOOK_PDF_MAX_ENTRIES = 2_000;
const DAY_MS = 24 * 60 * 60 * 1000;

export async function logbookPdf(
  db: Db,
  photos: Pick<PhotosService, 'read'>,
  missionId: string,
  query: { from?: string; to?: string },
  now = new Date(),
): Promise<Buffer> {
  const missionTitle = await findMissionTitle(db, missionId);
  if (missionTitle === undefined) throw notFound(MSG.missionNotFound);
  const to = query.to ? new Date(query.to) : now;
  const from = query.from ? new Date(query.from) : new Date(to.getTime() - DAY_MS);
  if (from > to) throw badRequest(MSG.logbookPeriodInvalid);
  const { rows, total } = await listLogbook(db, {
    missionId,
    from,
    to,
    limit: LOGBOOK_PDF_MAX_ENTRIES,
    offset: 0,
  });
  return renderLogbookPdf(
    {
      missionTitle,
      from,
      to,
      // The newest entries of the period, printed oldest first.
      entries: rows.reverse(),
      truncated: total > rows.length,
      photo: (id) => photos.read(id),
    },
    now,
  );
}
