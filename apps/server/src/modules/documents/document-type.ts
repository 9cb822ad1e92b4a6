import fs from 'node:fs';
import { isAllowedDocumentType } from '@secops/domain/documents';

// An OLE compound file (CFB) is a little file system: 512-byte header, then sectors holding 128-byte directory
// entries (UTF-16 name, name length in bytes at 0x40, object type at 0x42, 2 = stream). Word 97-2003 keeps its
// text in a "WordDocument" stream, Excel in "Workbook" (or "Book" before Excel 97). Other compound files
// (installers, Outlook messages...) have neither and are refused.
const CFB_ENTRY_SIZE = 128;
const CFB_STREAM = 2;
const CFB_STREAMS: Record<string, string> = {
  WordDocument: 'application/msword',
  Workbook: 'application/vnd.ms-excel',
  Book: 'application/vnd.ms-excel',
};

function cfbStreamType(entry: Buffer): string | undefined {
  const nameBytes = entry.readUInt16LE(0x40);
  if (entry[0x42] !== CFB_STREAM || nameBytes < 4 || nameBytes > 64 || nameBytes % 2 !== 0) return undefined;
  return CFB_STREAMS[entry.toString('utf16le', 0, nameBytes - 2)];
}

/** The type of an OLE compound file from its directory entries: Word, Excel, or undefined for anything else. */
async function compoundFileType(filePath: string): Promise<string | undefined> {
  // Chunks are a multiple of 128 bytes (all but the last), so entries never straddle two chunks.
  const stream = fs.createReadStream(filePath, { highWaterMark: 64 * 1024, start: 512 });
  try {
    for await (const chunk of stream as AsyncIterable<Buffer>) {
      for (let at = 0; at + CFB_ENTRY_SIZE <= chunk.length; at += CFB_ENTRY_SIZE) {
        const type = cfbStreamType(chunk.subarray(at, at + CFB_ENTRY_SIZE));
        if (type) return type;
      }
    }
    return undefined;
  } finally {
    stream.destroy();
  }
}

/**
 * A received file's type, read from its content (the name and the type the browser claims are ignored), when it is
 * one mission documents accept; undefined otherwise (an executable renamed .pdf, an SVG, a text file...).
 */
export async function detectDocumentType(filePath: string): Promise<string | undefined> {
  const detected = await (await import('file-type')).fileTypeFromFile(filePath);
  if (!detected) return undefined;
  if (detected.mime === 'application/x-cfb') return compoundFileType(filePath);
  return isAllowedDocumentType(detected.mime) ? detected.mime : undefined;
}
