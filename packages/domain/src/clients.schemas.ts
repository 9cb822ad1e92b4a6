import { z } from 'zod';
import * as MSG from './messages.ts';
import { isValidSiret, normalizeSiret } from './siret.ts';
import { optionalText, pageQuery, requiredText, strictBody } from './validation.ts';

const PHONE_SEPARATORS = /[\s.\-()/]/g;
const FRENCH_PHONE = /^(?:\+33|0033|0)[1-9]\d{8}$/;
const INTERNATIONAL_PHONE = /^(?:\+|00)[1-9]\d{6,14}$/;

/**
 * A phone number as people type it: French numbers with spaces, dots, dashes or "+33 (0)" ("01 23 45 67 89",
 * "+33 6.12.34.56.78"), or an international number starting with + or 00.
 */
export function isValidPhone(value: string): boolean {
  const compact = value.replace('(0)', '').replace(PHONE_SEPARATORS, '');
  return FRENCH_PHONE.test(compact) || INTERNATIONAL_PHONE.test(compact);
}

const emptyToNull = (v: string | null | undefined) => (v === '' ? null : v);

const OptionalSiretSchema = z
  .string({ error: MSG.siretInvalid })
  .transform(normalizeSiret)
  .refine((v) => v === '' || isValidSiret(v), MSG.siretInvalid)
  .nullable()
  .optional()
  .transform(emptyToNull);

const OptionalEmailSchema = z
  .string({ error: MSG.emailInvalid })
  .trim()
  .max(254, MSG.emailInvalid)
  .refine((v) => v === '' || z.email().safeParse(v).success, MSG.emailInvalid)
  .nullable()
  .optional()
  .transform(emptyToNull);

const OptionalPhoneSchema = z
  .string({ error: MSG.phoneInvalid })
  .trim()
  .max(40, MSG.phoneInvalid)
  .refine((v) => v === '' || isValidPhone(v), MSG.phoneInvalid)
  .nullable()
  .optional()
  .transform(emptyToNull);

const clientFields = {
  name: requiredText(200, MSG.clientNameRequired),
  siret: OptionalSiretSchema,
  contact: optionalText(200),
  email: OptionalEmailSchema,
  phone: OptionalPhoneSchema,
  address: optionalText(500),
  notes: optionalText(5000),
};

/** POST /api/clients: only the name is required; SIRET, when given, is 14 digits with a valid Luhn key. */
export const ClientCreateSchema = strictBody(clientFields);
export type ClientCreate = z.infer<typeof ClientCreateSchema>;
export type ClientCreateInput = z.input<typeof ClientCreateSchema>;

/** PATCH /api/clients/{id}: any subset of the fields; null or an empty string clears an optional one. */
export const ClientUpdateSchema = strictBody({
  ...clientFields,
  name: clientFields.name.optional(),
});
export type ClientUpdate = z.infer<typeof ClientUpdateSchema>;

export const ClientListQuerySchema = z.object({
  q: z.string({ error: MSG.validation }).trim().max(200, MSG.textTooLong).optional(),
  ...pageQuery,
});
export type ClientListQuery = z.infer<typeof ClientListQuerySchema>;

export const ClientSchema = z.object({
  id: z.string(),
  name: z.string(),
  siret: z.string().nullable(),
  contact: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  address: z.string().nullable(),
  notes: z.string().nullable(),
  createdAt: z.string(),
  _count: z.object({ missions: z.number().int() }),
});
export type Client = z.infer<typeof ClientSchema>;
