import { and, asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';

export type ClientUserRow = {
  id: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  isActive: boolean;
  hasSignedIn: boolean;
  createdAt: Date;
};

/** The accounts of a client company, oldest first; signed in once they signed in or set their password. */
export function listClientUsers(db: DbOrTx, clientId: string): Promise<ClientUserRow[]> {
  return db
    .select({
      id: users.id,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      isActive: users.isActive,
      hasSignedIn: sql<boolean>`exists (select 1 from audit_log l where l.user_id = "users"."id" and l.action in ('login', 'password_reset'))`,
      createdAt: users.createdAt,
    })
    .from(users)
    .where(and(eq(users.clientId, clientId), eq(users.role, 'CLIENT')))
    .orderBy(asc(users.createdAt), asc(users.email));
}
