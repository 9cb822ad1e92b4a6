import * as MSG from '@secops/domain/messages';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../lib/errors.ts';
import type { AuthUser } from '../auth/auth.guard.ts';
import { renderMissionReport } from './mission-report.pdf.ts';
import { assertMayReadReport } from './mission-report.policy.ts';
import { loadMissionReport } from './mission-report.repository.ts';

/** The mission report PDF; reading only, so an archived mission has one too. */
export async function missionReportPdf(db: Db, user: AuthUser, missionId: string): Promise<Buffer> {
  const mission = await loadMissionReport(db, missionId);
  if (!mission) throw notFound(MSG.missionNotFound);
  await assertMayReadReport(db, user, missionId);
  return renderMissionReport(mission);
}
