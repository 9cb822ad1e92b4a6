import { File, FileImage, FileSpreadsheet, FileText, FileVideo, type LucideIcon } from 'lucide-react';

export type DocumentKind = { label: string; icon: LucideIcon };

/** A short name and an icon for a document's type, as the list shows it ("PDF", "Word", "Image"…). */
export function documentKind(mime: string): DocumentKind {
  if (mime === 'application/pdf') return { label: 'PDF', icon: FileText };
  if (mime.includes('word')) return { label: 'Word', icon: FileText };
  if (mime.includes('excel') || mime.includes('spreadsheet'))
    return { label: 'Excel', icon: FileSpreadsheet };
  if (mime.startsWith('image/')) return { label: 'Image', icon: FileImage };
  if (mime.startsWith('video/')) return { label: 'Vidéo', icon: FileVideo };
  return { label: mime, icon: File };
}
