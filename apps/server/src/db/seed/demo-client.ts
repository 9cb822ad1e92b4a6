import type { DemoRows } from './demo-rows.ts';
import type { DemoIds } from './demo-people.ts';
import { DEMO_PASSWORD_HASH } from './people.data.ts';

/**
 * The demo's client account: the security director of Hôtel Le Marois, whose missions (the delegation in progress, the
 * airport escort, La Défense) show what the portal gives a client. Same public password as every demo account.
 */
export const DEMO_CLIENT_ACCOUNT = {
  email: 'client@secops.demo',
  role: 'CLIENT',
  firstName: 'Isabelle',
  lastName: 'Marchand',
  client: 'marois',
} as const;

/** The client account's row; its id is taken last, so that the other demo rows keep theirs. */
export function demoClientRows(ids: DemoIds, nextId: () => string): Pick<DemoRows, 'users'> {
  const { client, ...account } = DEMO_CLIENT_ACCOUNT;
  return {
    users: [
      {
        id: nextId(),
        ...account,
        passwordHash: DEMO_PASSWORD_HASH,
        isActive: true,
        clientId: ids.clientByKey.get(client)!,
      },
    ],
  };
}
