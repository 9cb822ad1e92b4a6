// The roles and who may do what, without their zod schema: the web app's first page loads this, not zod.

export const ROLES = ['SUPERADMIN', 'ADMIN', 'SUPERVISOR', 'AGENT', 'LEAD', 'CLIENT'] as const;
export type Role = (typeof ROLES)[number];

export const ROLE_LABELS: Record<Role, string> = {
  SUPERADMIN: 'Super administrateur',
  ADMIN: 'Administrateur',
  SUPERVISOR: 'Superviseur',
  AGENT: 'Agent',
  LEAD: "Chef d'équipe",
  CLIENT: 'Client',
};

export const STAFF_ROLES: readonly Role[] = ['SUPERADMIN', 'ADMIN', 'SUPERVISOR'];
export const FIELD_ROLES: readonly Role[] = ['AGENT', 'LEAD'];
/** The security company's own people: staff and guards. CLIENT accounts are outside, in their portal only. */
export const INTERNAL_ROLES: readonly Role[] = [...STAFF_ROLES, ...FIELD_ROLES];
/** Roles that invite, deactivate and remove a client company's users. */
export const CLIENT_MANAGER_ROLES: readonly Role[] = ['SUPERADMIN', 'ADMIN'];
/** Roles that may delete missions, agents, clients, incidents, equipment and vehicles (SUPERVISOR may not). */
export const DELETE_ROLES: readonly Role[] = ['SUPERADMIN', 'ADMIN'];

/** Roles that read the audit log. */
export const AUDIT_LOG_ROLES: readonly Role[] = ['SUPERADMIN', 'ADMIN'];

export const isStaff = (role: Role): boolean => STAFF_ROLES.includes(role);
export const isField = (role: Role): boolean => FIELD_ROLES.includes(role);
export const isClient = (role: Role): boolean => role === 'CLIENT';

/** Where a signed-in user lands: field roles on /agent, clients on /client, staff on /admin. */
export const homePathFor = (role: Role): '/agent' | '/admin' | '/client' =>
  isField(role) ? '/agent' : isClient(role) ? '/client' : '/admin';
