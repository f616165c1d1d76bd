import { z } from 'zod';
import { ROLES } from './roles.js';

export const roleSchema = z.enum(ROLES);

/** Roles a person can hold once signed in (none means signed out). */
export const accountRoleSchema = roleSchema.exclude(['none']);
