import { Readable } from 'node:stream';

/** The smallest file that is a PDF by its content. */
export const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\n' +
    'trailer<</Root 1 0 R>>\n%%EOF\n',
);

/** An OLE compound file whose directory holds one stream named `stream` (WordDocument, Workbook...). */
export function compoundFile(stream: string): Buffer {
  const file = Buffer.alloc(1536);
  Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]).copy(file, 0);
  file.writeUInt16LE(0x3e, 0x18);
  file.writeUInt16LE(3, 0x1a);
  file.writeUInt16LE(0xfffe, 0x1c);
  file.writeUInt16LE(9, 0x1e);
  const entry = (at: number, name: string, type: number) => {
    file.write(`${name}\0`, at, 'utf16le');
    file.writeUInt16LE((name.length + 1) * 2, at + 0x40);
    file[at + 0x42] = type;
  };
  entry(512, 'Root Entry', 5);
  entry(640, stream, 2);
  return file;
}

const BOUNDARY = '----secops-test-boundary';
const headers = { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` };
const filePart = (name: string, type: string) =>
  `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: ${type}\r\n\r\n`;
const fieldPart = (name: string, value: string) =>
  `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;

/** A multipart body as a browser sends it: the file first, then the description and any other field. */
export function multipart(form: {
  name?: string;
  content?: Buffer;
  type?: string;
  description?: string;
  second?: boolean;
  fields?: Record<string, string>;
}) {
  const chunks: Buffer[] = [];
  const file = () => {
    chunks.push(
      Buffer.from(filePart(form.name ?? 'document', form.type ?? 'application/octet-stream'), 'utf8'),
    );
    chunks.push(form.content ?? Buffer.alloc(0), Buffer.from('\r\n'));
  };
  if (form.content) file();
  if (form.second) file();
  if (form.description !== undefined) chunks.push(Buffer.from(fieldPart('description', form.description)));
  for (const [name, value] of Object.entries(form.fields ?? {}))
    chunks.push(Buffer.from(fieldPart(name, value)));
  chunks.push(Buffer.from(`--${BOUNDARY}--\r\n`));
  return { payload: Buffer.concat(chunks), headers };
}

/** A multipart body whose file of `size` bytes is generated while it is read, never held in memory. */
export function streamedMultipart(name: string, size: number) {
  const chunk = Buffer.alloc(64 * 1024, 0x41);
  async function* body() {
    yield Buffer.from(filePart(name, 'video/mp4'));
    for (let sent = 0; sent < size; sent += chunk.length)
      yield chunk.subarray(0, Math.min(chunk.length, size - sent));
    yield Buffer.from(`\r\n--${BOUNDARY}--\r\n`);
  }
  return { payload: Readable.from(body()), headers };
}
