import { z } from 'zod';
import * as MSG from './messages.ts';
import { isCleanText } from './validation.ts';

/** Largest accepted upload: 50 MB, enforced while the file is read. */
export const DOCUMENT_MAX_BYTES = 50 * 1024 * 1024;
export const DOCUMENT_DESCRIPTION_MAX_LENGTH = 500;

/** The office and PDF types a mission document may have: PDF, Word (doc, docx) and Excel (xls, xlsx). */
export const DOCUMENT_OFFICE_TYPES = [
  'application/pdf',
  'application/msword',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'application/vnd.ms-excel',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
] as const;

/**
 * Whether a type, as recognised from the file's content (never from its name), may be uploaded: any image or
 * video, except SVG (a script can hide in it), and the office types above.
 */
export function isAllowedDocumentType(mime: string): boolean {
  if (mime === 'image/svg+xml') return false;
  if (mime.startsWith('image/') || mime.startsWith('video/')) return true;
  return (DOCUMENT_OFFICE_TYPES as readonly string[]).includes(mime);
}

/** The file picker's `accept`: the same families, by extension where the browser needs one. */
export const DOCUMENT_ACCEPT = 'image/*,video/*,.pdf,.doc,.docx,.xls,.xlsx';

export const DocumentSchema = z.object({
  id: z.string(),
  fileName: z.string(),
  fileType: z.string(),
  fileSize: z.number(),
  fileUrl: z.string(),
  description: z.string().nullable(),
  createdAt: z.string(),
  /** Who uploaded it; null once that account is deleted. */
  user: z
    .object({
      id: z.string(),
      email: z.string(),
      firstName: z.string().nullable(),
      lastName: z.string().nullable(),
    })
    .nullable(),
});
export type MissionDocument = z.infer<typeof DocumentSchema>;

/** The optional description sent with a file: trimmed, at most 500 characters, empty means none. */
export const DocumentDescriptionSchema = z
  .string()
  .trim()
  .max(DOCUMENT_DESCRIPTION_MAX_LENGTH, MSG.documentDescriptionTooLong)
  .refine(isCleanText, MSG.controlCharacters)
  .transform((v) => (v === '' ? null : v));
