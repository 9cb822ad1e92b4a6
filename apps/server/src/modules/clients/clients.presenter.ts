import type { Client } from '@secops/domain/clients.schemas';
import type { ClientWithCount } from './clients.repository.ts';

export const presentClient = (client: ClientWithCount): Client => ({
  id: client.id,
  name: client.name,
  siret: client.siret,
  contact: client.contact,
  email: client.email,
  phone: client.phone,
  address: client.address,
  notes: client.notes,
  createdAt: client.createdAt.toISOString(),
  _count: { missions: client.missionCount },
});
