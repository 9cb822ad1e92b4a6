import { z } from 'zod';
import { isDateInRange } from './date-range.ts';
import * as MSG from './messages.ts';

export { DATE_MAX_YEAR, DATE_MIN_YEAR, isDateInRange } from './date-range.ts';

/** A request body that refuses unknown fields (no mass assignment), with French messages. */
export const strictBody = <T extends z.core.$ZodLooseShape>(shape: T) =>
  z.strictObject(shape, {
    error: (issue) =>
      issue.code === 'unrecognized_keys' ? `${MSG.unknownField} : ${issue.keys.join(', ')}` : MSG.validation,
  });

export const IdSchema = z.uuid({ error: MSG.idInvalid });
export const IdParamsSchema = z.object({ id: IdSchema });

/**
 * The phone's own id of an action it may send more than once (the offline queue sends again after a lost answer):
 * the server answers a repeat with what the first one made.
 */
export const ClientRequestIdSchema = z
  .string({ error: MSG.clientRequestIdInvalid })
  .min(1, MSG.clientRequestIdInvalid)
  .max(100, MSG.clientRequestIdInvalid);

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

/**
 * True for text fit to store and show: no C0 control character but tab, line feed and carriage return (PostgreSQL
 * refuses NUL outright), and no lone UTF-16 surrogate.
 */
export function isCleanText(text: string): boolean {
  for (let i = 0; i < text.length; i += 1) {
    const c = text.charCodeAt(i);
    if (c < 0x20 && c !== 0x09 && c !== 0x0a && c !== 0x0d) return false;
    if (c < 0xd800 || c > 0xdfff) continue;
    const next = text.charCodeAt(i + 1);
    if (c > 0xdbff || !(next >= 0xdc00 && next <= 0xdfff)) return false;
    i += 1;
  }
  return true;
}

/**
 * True when a string of a parsed JSON value or query, object keys included, is not clean text. Walks without
 * recursion: a deeply nested body cannot exhaust the stack.
 */
export function hasUncleanText(value: unknown): boolean {
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const item = pending.pop();
    if (typeof item === 'string') {
      if (!isCleanText(item)) return true;
    } else if (item && typeof item === 'object') {
      for (const [key, child] of Object.entries(item)) {
        if (!isCleanText(key)) return true;
        pending.push(child);
      }
    }
  }
  return false;
}

/** An ISO 8601 date-time with its offset, a real calendar date and time, within the supported years. */
export const isoDateTime = (message: string = MSG.dateInvalid) =>
  z.iso.datetime({ offset: true, error: message }).refine(isDateInRange, MSG.dateOutOfRange);

/** A required text: trimmed, not empty, no control character. */
export const requiredText = (max: number, required: string) =>
  z
    .string({ error: required })
    .trim()
    .min(1, required)
    .max(max, MSG.textTooLong)
    .refine(isCleanText, MSG.controlCharacters);

/**
 * An optional text: absent stays undefined (left as is on update), an empty or blank string or null becomes null
 * (cleared).
 */
export const optionalText = (max: number) =>
  z
    .string({ error: MSG.validation })
    .trim()
    .max(max, MSG.textTooLong)
    .refine(isCleanText, MSG.controlCharacters)
    .nullable()
    .optional()
    .transform((v) => (v === '' ? null : v));
