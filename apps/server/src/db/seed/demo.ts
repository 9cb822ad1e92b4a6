import { sql } from 'drizzle-orm';
import type { Role } from '@secops/domain/roles';
import type { Db, DbOrTx, Tx } from '../client.ts';
import { agents, certifications, clients, users } from '../schema/index.ts';
import { demoCalendar, type DemoCalendar } from './calendar.ts';
import { DEMO_CERTIFICATIONS } from './certifications.data.ts';
import { DEMO_CLIENTS } from './clients.data.ts';
import { insertMissions } from './demo-missions.ts';
import { insertOperations } from './demo-operations.ts';
import {
  DEMO_AGENTS,
  DEMO_LOGIN_EMAILS,
  DEMO_PASSWORD,
  DEMO_PASSWORD_HASH,
  DEMO_STAFF,
} from './people.data.ts';

// Several processes may start on an empty database together: one seeds, the others find users and stop.
const SEED_LOCK_KEY = 740_202_612;

export type DemoAccount = { email: string; role: Role };
/** Ids of the seeded rows, by login e-mail, matricule, client key and mission key. */
export type DemoIds = {
  userByEmail: Map<string, string>;
  agentByMatricule: Map<string, string>;
  clientByKey: Map<string, string>;
};

const hasUsers = async (db: DbOrTx) => (await db.select({ id: users.id }).from(users).limit(1)).length > 0;

/** Fills an empty database with the demo data in one transaction; when any user exists it does nothing. */
export async function seedDemo(db: Db, now: Date = new Date()): Promise<DemoAccount[] | null> {
  if (await hasUsers(db)) return null;
  // One hash, made once, serves every demo account.
  const passwordHash = DEMO_PASSWORD_HASH;
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
    if (await hasUsers(tx)) return null;
    const calendar = demoCalendar(now);
    const ids = await insertPeople(tx, passwordHash, calendar);
    const missionByKey = await insertMissions(tx, calendar, ids);
    await insertOperations(tx, calendar, ids, missionByKey);
    const roleOf = new Map([...DEMO_STAFF, ...DEMO_AGENTS].map((p) => [p.email, p.role]));
    return DEMO_LOGIN_EMAILS.map((email) => ({ email, role: roleOf.get(email) ?? 'AGENT' }));
  });
}

/** Seeds when the database is empty and prints the demo accounts with their password. */
export async function seedDemoIfEmpty(db: Db, print: (line: string) => void = console.info): Promise<void> {
  const accounts = await seedDemo(db);
  if (!accounts) return;
  print(`Données de démonstration créées. Comptes (mot de passe : ${DEMO_PASSWORD}) :`);
  for (const a of accounts) print(`  ${a.email.padEnd(26)} ${a.role}`);
}

async function insertPeople(tx: Tx, passwordHash: string, calendar: DemoCalendar): Promise<DemoIds> {
  const people = [
    ...DEMO_STAFF.map((s) => ({ ...s, active: true })),
    ...DEMO_AGENTS.map((a) => ({
      email: a.email,
      role: a.role,
      firstName: a.firstName,
      lastName: a.lastName,
      active: a.active,
    })),
  ];
  const userRows = await tx
    .insert(users)
    .values(
      people.map((p) => ({
        email: p.email,
        passwordHash,
        role: p.role,
        firstName: p.firstName,
        lastName: p.lastName,
        isActive: p.active,
      })),
    )
    .returning({ id: users.id, email: users.email });
  const userByEmail = new Map(userRows.map((u) => [u.email, u.id]));

  const agentRows = await tx
    .insert(agents)
    .values(
      DEMO_AGENTS.map((a) => ({
        userId: userByEmail.get(a.email),
        firstName: a.firstName,
        lastName: a.lastName,
        matricule: a.matricule,
        grade: a.grade,
        phone: a.phone,
        address: a.address,
        addressLat: a.lat,
        addressLng: a.lng,
        dateOfBirth: a.dateOfBirth,
        specialties: a.specialties,
      })),
    )
    .returning({ id: agents.id, matricule: agents.matricule });
  const agentByMatricule = new Map(agentRows.map((a) => [a.matricule, a.id]));

  await tx.insert(certifications).values(
    Object.entries(DEMO_CERTIFICATIONS).flatMap(([matricule, certs]) =>
      certs.map((c) => ({
        agentId: agentByMatricule.get(matricule)!,
        type: c.type,
        number: c.number,
        expiresAt: calendar.days(c.validForDays),
      })),
    ),
  );

  const clientRows = await tx
    .insert(clients)
    .values(DEMO_CLIENTS.map(({ key: _key, ...c }) => c))
    .returning({ id: clients.id, name: clients.name });
  const clientByKey = new Map(
    DEMO_CLIENTS.map((c) => [c.key, clientRows.find((r) => r.name === c.name)!.id]),
  );
  return { userByEmail, agentByMatricule, clientByKey };
}
