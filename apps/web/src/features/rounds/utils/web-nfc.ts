// Web NFC is in Chrome on Android only, and not in TypeScript's DOM library: the little used here is typed here.
type NdefMessage = { records: { recordType: 'url'; data: string }[] };
type NdefReader = { write(message: NdefMessage): Promise<void> };
type WithNdef = { NDEFReader?: new () => NdefReader };

/** True where the browser can write NFC tags (Chrome on Android). */
export const canWriteNfc = (): boolean => typeof window !== 'undefined' && 'NDEFReader' in window;

/** Writes the URL on the next NFC tag held against the phone; fails if the tag is not writable or refused. */
export async function writeNfcUrl(url: string): Promise<void> {
  const Reader = (window as unknown as WithNdef).NDEFReader;
  if (!Reader) throw new Error('Web NFC is not available');
  await new Reader().write({ records: [{ recordType: 'url', data: url }] });
}
