import { DOCUMENT_MAX_BYTES } from '@secops/domain/documents';
import * as MSG from '@secops/domain/messages';
import { describe, expect, it } from 'vitest';
import { checkDocumentFile } from './check-file.ts';
import { documentKind } from './document-kind.ts';

const file = (name: string, type: string, size = 1000) => ({ name, type, size });

describe('checkDocumentFile', () => {
  it('accepts images, videos, PDF, Word and Excel files up to 50 MB', () => {
    expect(checkDocumentFile(file('plan.pdf', 'application/pdf', DOCUMENT_MAX_BYTES))).toBeNull();
    expect(checkDocumentFile(file('photo.jpg', 'image/jpeg'))).toBeNull();
    expect(checkDocumentFile(file('ronde.mp4', 'video/mp4'))).toBeNull();
    expect(
      checkDocumentFile(
        file('consignes.docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'),
      ),
    ).toBeNull();
    expect(checkDocumentFile(file('equipe.xls', 'application/vnd.ms-excel'))).toBeNull();
  });

  it('refuses a file over 50 MB', () => {
    expect(checkDocumentFile(file('film.mp4', 'video/mp4', DOCUMENT_MAX_BYTES + 1))).toBe(
      MSG.documentTooLarge,
    );
  });

  it('refuses other types, SVG images included', () => {
    expect(checkDocumentFile(file('script.sh', 'application/x-sh'))).toBe(MSG.documentTypeRefused);
    expect(checkDocumentFile(file('logo.svg', 'image/svg+xml'))).toBe(MSG.documentTypeRefused);
    expect(checkDocumentFile(file('notes.txt', 'text/plain'))).toBe(MSG.documentTypeRefused);
  });

  it('judges by extension when the browser gives no type', () => {
    expect(checkDocumentFile(file('rapport.PDF', ''))).toBeNull();
    expect(checkDocumentFile(file('archive.zip', ''))).toBe(MSG.documentTypeRefused);
    expect(checkDocumentFile(file('sans-extension', ''))).toBe(MSG.documentTypeRefused);
  });
});

describe('documentKind', () => {
  it('names the usual types shortly', () => {
    expect(documentKind('application/pdf').label).toBe('PDF');
    expect(documentKind('application/msword').label).toBe('Word');
    expect(documentKind('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet').label).toBe(
      'Excel',
    );
    expect(documentKind('image/png').label).toBe('Image');
    expect(documentKind('video/mp4').label).toBe('Vidéo');
  });
});
