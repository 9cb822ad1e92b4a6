/** The part of Web NFC (Chrome on Android) the round uses: the records of a tag held to the phone. */
type NdefRecord = { recordType: string; encoding?: string; data?: DataView };
type NdefReadingEvent = Event & { message: { records: NdefRecord[] } };
type NdefReader = EventTarget & { scan(options?: { signal?: AbortSignal }): Promise<void> };
type NdefReaderClass = new () => NdefReader;

const readerClass = (): NdefReaderClass | undefined =>
  (globalThis as { NDEFReader?: NdefReaderClass }).NDEFReader;

/** Whether the phone reads NFC tags in the browser (Chrome on Android). */
export const canReadNfc = (): boolean => typeof window !== 'undefined' && 'NDEFReader' in window;

/** The text a record holds: a checkpoint's tag holds its URL (a URL record, or a text record on some tags). */
function recordText(record: NdefRecord): string | null {
  if (!record.data || !['url', 'absolute-url', 'text'].includes(record.recordType)) return null;
  return new TextDecoder(record.recordType === 'text' ? (record.encoding ?? 'utf-8') : 'utf-8').decode(
    record.data,
  );
}

/**
 * Waits for a tag to be held to the phone and answers the text of its first URL (or text) record; `signal` stops the
 * reading. The browser asks the guard's permission the first time.
 */
export async function readNfcTag(signal: AbortSignal): Promise<string> {
  const Reader = readerClass();
  if (!Reader) throw new Error('Web NFC is not available');
  const reader = new Reader();
  const read = new Promise<string>((resolve, reject) => {
    const onReading = (event: Event) => {
      const text = (event as NdefReadingEvent).message.records
        .map(recordText)
        .find((value) => value !== null);
      if (text) resolve(text);
    };
    reader.addEventListener('reading', onReading);
    reader.addEventListener('readingerror', () => reject(new Error('NFC tag could not be read')));
    signal.addEventListener('abort', () => reject(signal.reason), { once: true });
  });
  await reader.scan({ signal });
  return read;
}
