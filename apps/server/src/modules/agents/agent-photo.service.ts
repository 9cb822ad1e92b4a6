import type { Readable } from 'node:stream';
import * as MSG from '@secops/domain/messages';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../lib/errors.ts';
import type { AgentPhotos } from './agent-photos.ts';
import { findAgentById, lockAgent, updateAgentRow } from './agents.repository.ts';

const agentNotFound = () => notFound(MSG.agentNotFound);

/** Sets the agent's photo URL and answers the previous one; a deleted agent gets no photo (404). */
async function swapPhoto(db: Db, agentId: string, photo: string | null): Promise<string | null> {
  return db.transaction(async (tx) => {
    const agent = await lockAgent(tx, agentId);
    if (!agent?.userId) throw agentNotFound();
    await updateAgentRow(tx, agentId, { photo });
    return agent.photo;
  });
}

/**
 * Stores the new photo (checked by size and content), then points the agent at it and removes the old file. If
 * the database write fails, the new file is removed: no file stays without its agent.
 */
export async function replaceAgentPhoto(
  db: Db,
  photos: AgentPhotos,
  agentId: string,
  source: Readable,
): Promise<void> {
  if (!(await findAgentById(db, agentId))?.user) throw agentNotFound();
  const url = await photos.store(source);
  let previous: string | null;
  try {
    previous = await swapPhoto(db, agentId, url);
  } catch (error) {
    await photos.remove(url);
    throw error;
  }
  await photos.remove(previous);
}

export async function removeAgentPhoto(db: Db, photos: AgentPhotos, agentId: string): Promise<void> {
  await photos.remove(await swapPhoto(db, agentId, null));
}
