import { and, asc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { certifications } from '../../db/schema/index.ts';

export type CertificationRow = typeof certifications.$inferSelect;
type CertificationValues = { type: string; number: string | null; expiresAt: Date };

/** The certifications of these agents, soonest expiry first. */
export async function listCertifications(db: DbOrTx, agentIds: string[]): Promise<CertificationRow[]> {
  if (agentIds.length === 0) return [];
  return db
    .select()
    .from(certifications)
    .where(inArray(certifications.agentId, agentIds))
    .orderBy(asc(certifications.expiresAt), asc(certifications.type));
}

export async function insertCertification(
  db: DbOrTx,
  agentId: string,
  values: CertificationValues,
): Promise<CertificationRow> {
  const [row] = await db
    .insert(certifications)
    .values({ agentId, ...values })
    .returning();
  return row!;
}

/** Undefined when the agent has no such certification. */
export async function updateCertification(
  db: DbOrTx,
  agentId: string,
  id: string,
  values: Partial<CertificationValues>,
): Promise<CertificationRow | undefined> {
  const [row] = await db
    .update(certifications)
    .set(values)
    .where(and(eq(certifications.id, id), eq(certifications.agentId, agentId)))
    .returning();
  return row;
}

/** False when the agent has no such certification. */
export async function deleteCertification(db: DbOrTx, agentId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(certifications)
    .where(and(eq(certifications.id, id), eq(certifications.agentId, agentId)))
    .returning({ id: certifications.id });
  return rows.length === 1;
}

export async function deleteAgentCertifications(db: DbOrTx, agentId: string): Promise<void> {
  await db.delete(certifications).where(eq(certifications.agentId, agentId));
}
