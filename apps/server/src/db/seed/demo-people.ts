import type { DemoCalendar } from './calendar.ts';
import { DEMO_CERTIFICATIONS } from './certifications.data.ts';
import { DEMO_CLIENTS } from './clients.data.ts';
import type { DemoRows } from './demo-rows.ts';
import { DEMO_AGENTS, DEMO_PASSWORD_HASH, DEMO_STAFF } from './people.data.ts';

/** Ids of the seeded rows, by login e-mail, matricule and client key. */
export type DemoIds = {
  userByEmail: Map<string, string>;
  agentByMatricule: Map<string, string>;
  clientByKey: Map<string, string>;
};

export type DemoPeopleRows = Pick<DemoRows, 'users' | 'agents' | 'certifications' | 'clients'>;

/** Staff and agents with their accounts and certifications, and the clients; every demo account shares one hash. */
export function demoPeopleRows(
  calendar: DemoCalendar,
  nextId: () => string,
): { rows: DemoPeopleRows; ids: DemoIds } {
  const staff = DEMO_STAFF.map((s) => ({ ...s, active: true }));
  const people = [...staff, ...DEMO_AGENTS];
  const userRows = people.map((p) => ({
    id: nextId(),
    email: p.email,
    passwordHash: DEMO_PASSWORD_HASH,
    role: p.role,
    firstName: p.firstName,
    lastName: p.lastName,
    isActive: p.active,
  }));
  const userByEmail = new Map(userRows.map((u) => [u.email, u.id]));

  const agentRows = DEMO_AGENTS.map((a) => ({
    id: nextId(),
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
  }));
  const agentByMatricule = new Map(agentRows.map((a) => [a.matricule, a.id]));

  const certificationRows = Object.entries(DEMO_CERTIFICATIONS).flatMap(([matricule, certs]) =>
    certs.map((c) => ({
      id: nextId(),
      agentId: agentByMatricule.get(matricule)!,
      type: c.type,
      number: c.number,
      expiresAt: calendar.days(c.validForDays),
    })),
  );

  const clientRows = DEMO_CLIENTS.map(({ key, ...c }) => ({ key, row: { id: nextId(), ...c } }));
  const clientByKey = new Map(clientRows.map((c) => [c.key, c.row.id]));

  return {
    rows: {
      users: userRows,
      agents: agentRows,
      certifications: certificationRows,
      clients: clientRows.map((c) => c.row),
    },
    ids: { userByEmail, agentByMatricule, clientByKey },
  };
}
