import * as MSG from '@secops/domain/messages';
import { Copy, Nfc } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button.tsx';
import { formatMessage } from '../../../lib/format-message.ts';
import { writeNfcUrl } from '../utils/web-nfc.ts';

async function copy(url: string) {
  try {
    await navigator.clipboard.writeText(url);
    toast.success(MSG.staffUrlCopied);
  } catch {
    toast.error(MSG.staffUrlCopyFailed);
  }
}

/** Copies the URL the checkpoint's tag carries (to write a tag with another app, or to test it). */
export function CopyUrlButton({ name, url }: { name: string; url: string }) {
  return (
    <Button
      size="sm"
      variant="ghost"
      icon={<Copy aria-hidden="true" />}
      aria-label={formatMessage(MSG.staffCopyUrlNamed, { name })}
      onClick={() => void copy(url)}
    >
      {MSG.staffCopyUrl}
    </Button>
  );
}

type NfcWriteButtonProps = {
  name: string;
  url: string;
  /** False where the browser cannot write tags: the button stays focusable and says why. */
  supported: boolean;
  /** The id of the visible text saying what writing a tag needs. */
  unsupportedNoteId: string;
};

/** Writes the checkpoint's URL on an NFC tag held against the phone (Web NFC, Chrome on Android). */
export function NfcWriteButton({ name, url, supported, unsupportedNoteId }: NfcWriteButtonProps) {
  const [writing, setWriting] = useState(false);
  const write = async () => {
    if (!supported) {
      toast.info(MSG.staffNfcUnsupported);
      return;
    }
    setWriting(true);
    const waiting = toast.loading(MSG.staffNfcApproach);
    try {
      await writeNfcUrl(url);
      toast.success(MSG.staffNfcWritten, { id: waiting });
    } catch {
      toast.error(MSG.staffNfcFailed, { id: waiting });
    } finally {
      setWriting(false);
    }
  };
  return (
    <Button
      size="sm"
      variant="secondary"
      icon={<Nfc aria-hidden="true" />}
      isLoading={writing}
      aria-label={formatMessage(MSG.staffNfcWriteNamed, { name })}
      aria-disabled={supported ? undefined : true}
      aria-describedby={supported ? undefined : unsupportedNoteId}
      className={supported ? undefined : 'cursor-not-allowed opacity-50'}
      onClick={() => void write()}
    >
      {MSG.staffNfcWrite}
    </Button>
  );
}
