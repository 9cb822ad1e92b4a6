import * as MSG from '@secops/domain/messages';
import { Nfc } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { canReadNfc, readNfcTag } from '../utils/nfc-reader.ts';

type NfcReadButtonProps = {
  onRead: (text: string) => void;
  onFailure: (message: string) => void;
  disabled?: boolean;
};

/** "Lire un tag NFC", on the phones that can (Chrome on Android): reads one tag, then stops; pressed again, stops. */
export function NfcReadButton({ onRead, onFailure, disabled = false }: NfcReadButtonProps) {
  const [reading, setReading] = useState(false);
  const controller = useRef<AbortController | null>(null);
  useEffect(() => () => controller.current?.abort(), []);
  if (!canReadNfc()) return null;

  const start = () => {
    if (controller.current) {
      controller.current.abort();
      return;
    }
    const current = new AbortController();
    controller.current = current;
    setReading(true);
    readNfcTag(current.signal)
      .then(onRead, () => {
        if (!current.signal.aborted) onFailure(MSG.roundsFieldNfcFailed);
      })
      .finally(() => {
        current.abort();
        controller.current = null;
        setReading(false);
      });
  };

  return (
    <div className="space-y-2">
      <Button
        size="lg"
        fullWidth
        variant="secondary"
        icon={<Nfc aria-hidden="true" />}
        disabled={disabled}
        aria-pressed={reading}
        onClick={start}
      >
        {reading ? MSG.roundsFieldNfcCancel : MSG.roundsFieldReadNfc}
      </Button>
      {reading && (
        <p role="status" className="text-center text-sm text-slate-600">
          {MSG.roundsFieldNfcHint}
        </p>
      )}
    </div>
  );
}
