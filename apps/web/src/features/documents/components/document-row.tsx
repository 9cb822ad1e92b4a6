import type { MissionDocument } from '@secops/domain/documents';
import { formatFileSize } from '@secops/domain/file-size';
import * as MSG from '@secops/domain/messages';
import { Download, Trash2 } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { formatMessage } from '../../../lib/format-message.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { documentKind } from '../utils/document-kind.ts';

type DocumentRowProps = {
  document: MissionDocument;
  downloading: boolean;
  onDownload: () => void;
  /** Absent for readers who may not delete (agents, archived missions). */
  onDelete?: () => void;
};

/** Who uploaded a document: their name, else the part of their e-mail before the at-sign. */
function uploaderName(user: MissionDocument['user']): string | null {
  if (!user) return null;
  return (
    [user.firstName, user.lastName].filter(Boolean).join(' ') || (user.email.split('@')[0] ?? user.email)
  );
}

/** One document: type icon, name, description, type, size, date and uploader; download and delete. */
export function DocumentRow({ document, downloading, onDownload, onDelete }: DocumentRowProps) {
  const kind = documentKind(document.fileType);
  const Icon = kind.icon;
  const uploader = uploaderName(document.user);
  return (
    <li className="flex items-start gap-3 py-3">
      <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-blue-50 text-blue-700">
        <Icon aria-hidden="true" className="size-5" />
      </span>
      <div className="min-w-0 flex-1">
        <p className="truncate text-sm font-medium text-slate-900" title={document.fileName}>
          {document.fileName}
        </p>
        {document.description && <p className="text-sm break-words text-slate-600">{document.description}</p>}
        <p className="mt-0.5 text-xs text-slate-500">
          {kind.label} · {formatFileSize(document.fileSize)} ·{' '}
          <time dateTime={document.createdAt}>{formatDateTime(document.createdAt)}</time>
          {uploader && <> · {formatMessage(MSG.documentUploadedBy, { name: uploader })}</>}
        </p>
      </div>
      <div className="flex shrink-0 gap-1">
        <Button
          variant="ghost"
          size="sm"
          aria-label={formatMessage(MSG.documentDownload, { name: document.fileName })}
          title={formatMessage(MSG.documentDownload, { name: document.fileName })}
          icon={<Download aria-hidden="true" />}
          isLoading={downloading}
          onClick={onDownload}
        />
        {onDelete && (
          <Button
            variant="ghost"
            size="sm"
            aria-label={formatMessage(MSG.documentDelete, { name: document.fileName })}
            title={formatMessage(MSG.documentDelete, { name: document.fileName })}
            icon={<Trash2 aria-hidden="true" />}
            className="text-red-700 hover:bg-red-50"
            onClick={onDelete}
          />
        )}
      </div>
    </li>
  );
}
