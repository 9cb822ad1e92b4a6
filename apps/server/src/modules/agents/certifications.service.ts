import {
  certificationExpiry,
  type CertificationCreate,
  type CertificationUpdate,
} from '@secops/domain/agents.schemas';
import * as MSG from '@secops/domain/messages';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../lib/errors.ts';
import { lockAgent } from './agents.repository.ts';
import {
  deleteCertification,
  insertCertification,
  updateCertification,
  type CertificationRow,
} from './certifications.repository.ts';

const certificationNotFound = () => notFound(MSG.certificationNotFound);

/** Adds a certification to an agent that has not been deleted (404 otherwise). */
export async function addCertification(
  db: Db,
  agentId: string,
  input: CertificationCreate,
): Promise<CertificationRow> {
  return db.transaction(async (tx) => {
    if (!(await lockAgent(tx, agentId))?.userId) throw notFound(MSG.agentNotFound);
    const validity = (input.expiresAt ?? input.validTo)!;
    return insertCertification(tx, agentId, {
      type: input.type,
      number: input.number ?? null,
      expiresAt: certificationExpiry(validity),
    });
  });
}

export async function changeCertification(
  db: Db,
  agentId: string,
  id: string,
  input: CertificationUpdate,
): Promise<CertificationRow> {
  const validity = input.expiresAt ?? input.validTo;
  const row = await updateCertification(db, agentId, id, {
    type: input.type,
    number: input.number,
    expiresAt: validity === undefined ? undefined : certificationExpiry(validity),
  });
  if (!row) throw certificationNotFound();
  return row;
}

export async function removeCertification(db: Db, agentId: string, id: string): Promise<void> {
  if (!(await deleteCertification(db, agentId, id))) throw certificationNotFound();
}
