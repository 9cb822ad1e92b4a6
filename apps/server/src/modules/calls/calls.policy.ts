import { isStaff, type Role } from '@secops/domain/roles';

/** A connected user as presence knows them. */
export type OnlineUser = { id: string; role: Role };

/**
 * Who may see whom online on the call socket: staff see everyone; field users see staff and the users who share a
 * mission with them (`contacts`, read when their socket connects). Nobody is shown to themselves.
 */
export function seesOnline(viewer: OnlineUser & { contacts: readonly string[] }, other: OnlineUser): boolean {
  if (viewer.id === other.id) return false;
  return isStaff(viewer.role) || isStaff(other.role) || viewer.contacts.includes(other.id);
}
