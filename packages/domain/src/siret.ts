import { z } from 'zod';
import * as MSG from './messages.ts';

export const SIRET_LENGTH = 14;
/** What the SIRET field lets one type: 14 digits and the spaces people put between groups ("123 456 789 00012"). */
export const SIRET_INPUT_MAX_LENGTH = 20;

/** A SIRET is 14 digits whose Luhn checksum is a multiple of 10. */
export function isValidSiret(value: string): boolean {
  if (!/^\d{14}$/.test(value)) return false;
  let sum = 0;
  for (let i = 0; i < SIRET_LENGTH; i += 1) {
    let digit = Number(value[SIRET_LENGTH - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** Spaces typed between digit groups are ignored. */
export const normalizeSiret = (value: string): string => value.replace(/\s+/g, '');

export const SiretSchema = z
  .string({ error: MSG.siretInvalid })
  .transform(normalizeSiret)
  .refine(isValidSiret, MSG.siretInvalid);
