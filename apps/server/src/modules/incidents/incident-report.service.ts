import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { missions } from '../../db/schema/index.ts';
import type { AuthUser } from '../auth/auth.guard.ts';
import type { PhotosService } from '../photos/photos.service.ts';
import { incidentDetail } from './incident-follow-up.service.ts';
import { renderIncidentReport } from './incident-report.pdf.ts';

export async function incidentReportPdf(
  db: Db,
  user: AuthUser,
  photos: Pick<PhotosService, 'read'>,
  id: string,
  now = new Date(),
): Promise<Buffer> {
  const incident = await incidentDetail(db, user, id);
  const [mission] = await db
    .select({ address: missions.locationAddress })
    .from(missions)
    .where(eq(missions.id, incident.missionId));
  return renderIncidentReport(
    { incident, missionAddress: mission?.address ?? null, photo: (photoId) => photos.read(photoId) },
    now,
  );
}
