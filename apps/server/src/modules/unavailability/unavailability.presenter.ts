import { DELETE_ROLES, type Role } from '@secops/domain/roles';
import type { Unavailability } from '@secops/domain/unavailability';
import type { UnavailabilityRecord } from './unavailability.repository.ts';

/** Who asks: 'Maladie' is health data, shown as such to the guard themself, an ADMIN and a SUPERADMIN only. */
export type Reader = { role: Role; agentId: string | null };

export const presentUnavailability = (row: UnavailabilityRecord, reader: Reader): Unavailability => ({
  id: row.id,
  agentId: row.agentId,
  startAt: row.startAt.toISOString(),
  endAt: row.endAt.toISOString(),
  reason:
    row.reason === 'SICK' && reader.agentId !== row.agentId && !DELETE_ROLES.includes(reader.role)
      ? null
      : row.reason,
  status: row.status,
});
