import type { LogbookEntry, LogbookSource, LogbookType } from '@secops/domain/logbook';
import type { LogbookRowWithLinks } from './logbook.repository.ts';

export const photoUrl = (id: string) => `/api/photos/${id}`;

export function presentLogbookEntry(row: LogbookRowWithLinks): LogbookEntry {
  return {
    id: row.id,
    missionId: row.missionId,
    missionTitle: row.missionTitle,
    type: row.type as LogbookType,
    source: row.source as LogbookSource,
    text: row.text,
    occurredAt: row.occurredAt.toISOString(),
    writtenAt: row.writtenAt.toISOString(),
    recordedAt: row.recordedAt.toISOString(),
    declaredAt: row.declaredAt?.toISOString() ?? null,
    author: row.authorUserId === null ? null : { userId: row.authorUserId, name: row.authorName ?? '' },
    lat: row.lat,
    lng: row.lng,
    accuracy: row.accuracy,
    correctsId: row.correctsId,
    photos: row.photoIds.map((id) => ({ id, url: photoUrl(id) })),
  };
}
