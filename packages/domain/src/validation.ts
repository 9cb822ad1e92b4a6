import { z } from 'zod';
import { MSG } from './messages.ts';

/** A request body that refuses unknown fields (no mass assignment), with French messages. */
export const strictBody = <T extends z.core.$ZodLooseShape>(shape: T) =>
  z.strictObject(shape, {
    error: (issue) =>
      issue.code === 'unrecognized_keys' ? `${MSG.unknownField} : ${issue.keys.join(', ')}` : MSG.validation,
  });

export const IdSchema = z.uuid({ error: MSG.idInvalid });
export const IdParamsSchema = z.object({ id: IdSchema });

export const PAGE_DEFAULT_LIMIT = 100;
export const PAGE_MAX_LIMIT = 1000;

/** limit/offset of a paginated list; without them the first PAGE_DEFAULT_LIMIT rows come back. */
export const pageQuery = {
  limit: z.coerce
    .number({ error: MSG.paginationInvalid })
    .int(MSG.paginationInvalid)
    .min(1, MSG.paginationInvalid)
    .max(PAGE_MAX_LIMIT, MSG.paginationInvalid)
    .default(PAGE_DEFAULT_LIMIT),
  offset: z.coerce
    .number({ error: MSG.paginationInvalid })
    .int(MSG.paginationInvalid)
    .min(0, MSG.paginationInvalid)
    .default(0),
};

/** A required text: trimmed, not empty. */
export const requiredText = (max: number, required: string) =>
  z.string({ error: required }).trim().min(1, required).max(max, MSG.textTooLong);

/**
 * An optional text: absent stays undefined (left as is on update), an empty or blank string or null becomes null
 * (cleared).
 */
export const optionalText = (max: number) =>
  z
    .string({ error: MSG.validation })
    .trim()
    .max(max, MSG.textTooLong)
    .nullable()
    .optional()
    .transform((v) => (v === '' ? null : v));
