// The roles and who may do what, without their zod schema: the web app's first page loads this, not zod.

export const ROLES = ['SUPERADMIN', 'ADMIN', 'SUPERVISOR', 'AGENT', 'LEAD'] as const;
export type Role = (typeof ROLES)[number];

export const ROLE_LABELS: Record<Role, string> = {
  SUPERADMIN: 'Super administrateur',
  ADMIN: 'Administrateur',
  SUPERVISOR: 'Superviseur',
  AGENT: 'Agent',
  LEAD: "Chef d'équipe",
};

export const STAFF_ROLES: readonly Role[] = ['SUPERADMIN', 'ADMIN', 'SUPERVISOR'];
export const FIELD_ROLES: readonly Role[] = ['AGENT', 'LEAD'];
/** Roles that may delete missions, agents, clients, incidents, equipment and vehicles (SUPERVISOR may not). */
export const DELETE_ROLES: readonly Role[] = ['SUPERADMIN', 'ADMIN'];

/** Roles that read the audit log. */
export const AUDIT_LOG_ROLES: readonly Role[] = ['SUPERADMIN', 'ADMIN'];

export const isStaff = (role: Role): boolean => STAFF_ROLES.includes(role);
export const isField = (role: Role): boolean => FIELD_ROLES.includes(role);

/** Where a signed-in user lands: field roles on /agent, every other role on /admin. */
export const homePathFor = (role: Role): '/agent' | '/admin' => (isField(role) ? '/agent' : '/admin');
