import type { ClientCreate, ClientListQuery, ClientUpdate } from '@secops/domain/clients.schemas';
import * as MSG from '@secops/domain/messages';
import type { Db } from '../../db/client.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import {
  countClientMissions,
  deleteClient as deleteClientRow,
  findClientById,
  insertClient,
  listClients,
  lockClient,
  updateClient as updateClientRow,
  type ClientWithCount,
} from './clients.repository.ts';

export const searchClients = (db: Db, query: ClientListQuery) => listClients(db, query);

export async function getClient(db: Db, id: string): Promise<ClientWithCount> {
  const client = await findClientById(db, id);
  if (!client) throw notFound(MSG.clientNotFound);
  return client;
}

export async function createClient(db: Db, input: ClientCreate): Promise<ClientWithCount> {
  const row = await insertClient(db, input);
  return { ...row, missionCount: 0 };
}

export async function updateClient(db: Db, id: string, input: ClientUpdate): Promise<ClientWithCount> {
  const changed = Object.keys(input).length > 0 ? await updateClientRow(db, id, input) : true;
  if (!changed) throw notFound(MSG.clientNotFound);
  return getClient(db, id);
}

/** A client that still has missions is kept (409): deleting it would leave those missions without a client. */
export async function deleteClient(db: Db, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    if (!(await lockClient(tx, id))) throw notFound(MSG.clientNotFound);
    if ((await countClientMissions(tx, id)) > 0) throw conflict(MSG.clientHasMissions, 'CLIENT_HAS_MISSIONS');
    await deleteClientRow(tx, id);
  });
}
