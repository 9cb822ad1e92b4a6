import { z } from 'zod';

export const ASSIGNMENT_ROLES = ['leader', 'backup', 'driver', 'observer', 'agent'] as const;
export const AssignmentRoleSchema = z.enum(ASSIGNMENT_ROLES);
export type AssignmentRole = z.infer<typeof AssignmentRoleSchema>;

export const ASSIGNMENT_ROLE_LABELS: Record<AssignmentRole, string> = {
  leader: 'Chef de mission',
  backup: 'Renfort',
  driver: 'Chauffeur',
  observer: 'Observateur',
  agent: 'Agent',
};

/** An agent added to a mission without a chosen role is a plain agent. */
export const DEFAULT_ASSIGNMENT_ROLE: AssignmentRole = 'agent';
