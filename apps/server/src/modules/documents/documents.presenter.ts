import type { MissionDocument } from '@secops/domain/documents';
import type { DocumentRow } from './documents.repository.ts';

/** Where the web downloads a document: through the API, which checks who asks (files are never served as is). */
export const documentUrl = (missionId: string, documentId: string) =>
  `/api/missions/${missionId}/documents/${documentId}/download`;

export const presentDocument = ({ document, user }: DocumentRow): MissionDocument => ({
  id: document.id,
  fileName: document.fileName,
  fileType: document.fileType,
  fileSize: document.fileSize,
  fileUrl: documentUrl(document.missionId, document.id),
  description: document.description,
  createdAt: document.createdAt.toISOString(),
  user,
});

/**
 * Content-Disposition for a download under the original name: an ASCII fallback for old clients and the exact
 * name RFC 5987-encoded (filename*=UTF-8''...).
 */
export function attachmentDisposition(fileName: string): string {
  const fallback =
    fileName
      .normalize('NFD')
      .replace(/[^\x20-\x7e]/g, '')
      .replace(/["\\%]/g, '_') || 'document';
  const encoded = encodeURIComponent(fileName).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}
