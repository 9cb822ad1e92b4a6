import { z } from 'zod';
import { ROLES } from './role-access.ts';

export * from './role-access.ts';

export const RoleSchema = z.enum(ROLES);
