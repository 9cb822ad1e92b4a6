import * as MSG from '@secops/domain/messages';
import { CircleAlert } from 'lucide-react';
import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { createQrDetector } from '../utils/qr-detector.ts';

/** A frame is looked at this often: quick enough to feel instant, light on the phone's battery. */
const SCAN_EVERY_MS = 200;

/** What to tell the guard when the camera does not start. */
function cameraProblem(error: unknown): string {
  const name = error instanceof DOMException ? error.name : '';
  if (name === 'NotAllowedError' || name === 'SecurityError') return MSG.roundsFieldCameraDenied;
  if (name === 'NotFoundError' || name === 'OverconstrainedError') return MSG.roundsFieldCameraMissing;
  return MSG.roundsFieldScannerFailed;
}

type ScannerDialogProps = { onRead: (text: string) => void; onClose: () => void };

/**
 * The in-app camera scanner: the back camera in a video, a frame read every 200 ms, the first QR code's text handed
 * on once. Closing it (or a read) stops the camera.
 */
export function ScannerDialog({ onRead, onClose }: ScannerDialogProps) {
  const video = useRef<HTMLVideoElement>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [reading, setReading] = useState(false);
  const handOn = useEffectEvent((text: string) => onRead(text));

  useEffect(() => {
    const element = video.current;
    let stopped = false;
    let stream: MediaStream | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const stop = () => {
      stopped = true;
      clearTimeout(timer);
      stream?.getTracks().forEach((track) => track.stop());
      if (element) element.srcObject = null;
    };
    void (async () => {
      try {
        stream = await navigator.mediaDevices.getUserMedia({
          video: { facingMode: 'environment' },
          audio: false,
        });
        if (stopped || !element) return stop();
        element.srcObject = stream;
        await element.play();
        const detector = await createQrDetector();
        if (stopped) return;
        setReading(true);
        const look = async () => {
          if (stopped) return;
          const found =
            element.readyState >= HTMLMediaElement.HAVE_CURRENT_DATA
              ? await detector.detect(element).catch(() => [])
              : [];
          const text = found.find((code) => code.rawValue)?.rawValue;
          if (text && !stopped) {
            stop();
            // The moment a code is read, for the round bench's timing (read → checkpoint shown done).
            performance.mark('round-scan-read');
            handOn(text);
            return;
          }
          timer = setTimeout(() => void look(), SCAN_EVERY_MS);
        };
        void look();
      } catch (error) {
        if (!stopped) setProblem(cameraProblem(error));
        stop();
      }
    })();
    return stop;
  }, []);

  return (
    <Modal
      open
      onClose={onClose}
      title={MSG.roundsFieldScanCheckpoint}
      description={MSG.roundsFieldScannerHint}
      footer={
        <Button variant="secondary" size="lg" onClick={onClose} data-autofocus>
          {MSG.close}
        </Button>
      }
    >
      {problem ? (
        <p
          role="alert"
          className="flex items-start gap-2 rounded-lg bg-red-50 px-4 py-3 text-base text-red-900"
        >
          <CircleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
          {problem}
        </p>
      ) : (
        <div className="relative overflow-hidden rounded-lg bg-slate-900">
          <video
            ref={video}
            muted
            playsInline
            aria-hidden="true"
            className="aspect-[4/3] w-full object-cover"
          />
          {!reading && (
            <p
              role="status"
              className="absolute inset-0 flex items-center justify-center gap-2 text-base text-white"
            >
              <Spinner size="sm" />
              {MSG.roundsFieldScannerStarting}
            </p>
          )}
          <span
            aria-hidden="true"
            className="pointer-events-none absolute inset-[15%] rounded-xl border-4 border-white/80"
          />
        </div>
      )}
    </Modal>
  );
}
