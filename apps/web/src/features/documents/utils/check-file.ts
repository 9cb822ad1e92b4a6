import { DOCUMENT_MAX_BYTES, isAllowedDocumentType } from '@secops/domain/documents';
import * as MSG from '@secops/domain/messages';

/** Office and PDF files by extension, for browsers that give them no type. */
const OFFICE_EXTENSIONS = ['pdf', 'doc', 'docx', 'xls', 'xlsx'];

const extensionOf = (name: string) => (name.includes('.') ? (name.split('.').pop() ?? '').toLowerCase() : '');

/**
 * A first check before sending, with the server's rules (images, videos, PDF, Word, Excel; at most 50 MB): answers
 * the French reason a file is refused, or null. The server, which reads the content, has the last word.
 */
export function checkDocumentFile(file: { name: string; type: string; size: number }): string | null {
  if (file.size > DOCUMENT_MAX_BYTES) return MSG.documentTooLarge;
  const allowed = file.type
    ? isAllowedDocumentType(file.type)
    : OFFICE_EXTENSIONS.includes(extensionOf(file.name));
  return allowed ? null : MSG.documentTypeRefused;
}
