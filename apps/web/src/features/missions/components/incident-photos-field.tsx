import * as MSG from '@secops/domain/messages';
import { Camera, X } from 'lucide-react';
import {
  useEffect,
  useId,
  useRef,
  useState,
  type ChangeEvent,
  type Dispatch,
  type SetStateAction,
} from 'react';
import { toast } from 'sonner';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { cn } from '../../../lib/cn.ts';
import { formatMessage } from '../../../lib/format-message.ts';
import { resizePhoto } from '../utils/resize-photo.ts';

/** A photo taken for the report, made small on the phone, with the local address its thumbnail is drawn from. */
export type PickedPhoto = { key: string; blob: Blob; url: string };

export const MAX_REPORT_PHOTOS = 5;

type IncidentPhotosFieldProps = {
  photos: PickedPhoto[];
  setPhotos: Dispatch<SetStateAction<PickedPhoto[]>>;
  disabled?: boolean;
  /** How many the form takes (an incident report's 5 by default), and the hint that says so. */
  max?: number;
  maxHint?: string;
};

/**
 * "Photos": taken with the back camera (or picked), up to 5 (or `max`), each redrawn small before it is kept;
 * thumbnails with a button to remove each. The thumbnails' local addresses are released with the form.
 */
export function IncidentPhotosField({
  photos,
  setPhotos,
  disabled = false,
  max = MAX_REPORT_PHOTOS,
  maxHint = MSG.incidentPhotosMax,
}: IncidentPhotosFieldProps) {
  const inputId = useId();
  const hintId = `${inputId}-hint`;
  const [preparing, setPreparing] = useState(0);
  const urls = useRef(new Set<string>());
  useEffect(() => {
    const made = urls.current;
    return () => made.forEach((url) => URL.revokeObjectURL(url));
  }, []);
  const full = photos.length + preparing >= max;

  const add = async (event: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(event.target.files ?? []);
    // Emptied, so that the same photo can be picked again after being removed.
    event.target.value = '';
    const room = max - photos.length - preparing;
    if (files.length > room) toast.error(maxHint);
    const taken = files.slice(0, Math.max(0, room));
    if (taken.length === 0) return;
    setPreparing((n) => n + taken.length);
    const added: PickedPhoto[] = [];
    for (const file of taken) {
      try {
        const blob = await resizePhoto(file);
        const url = URL.createObjectURL(blob);
        urls.current.add(url);
        added.push({ key: crypto.randomUUID(), blob, url });
      } catch {
        toast.error(MSG.incidentPhotoUnreadable);
      }
    }
    setPreparing((n) => n - taken.length);
    if (added.length > 0) setPhotos((kept) => [...kept, ...added]);
  };

  const remove = (photo: PickedPhoto) => {
    URL.revokeObjectURL(photo.url);
    urls.current.delete(photo.url);
    setPhotos((kept) => kept.filter((p) => p.key !== photo.key));
  };

  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-medium text-slate-700">{MSG.incidentPhotosLabel}</legend>
      <p id={hintId} className="text-xs text-slate-500">
        {maxHint}
      </p>
      {(photos.length > 0 || preparing > 0) && (
        <ul className="flex flex-wrap gap-3">
          {photos.map((photo, index) => {
            const n = index + 1;
            return (
              <li key={photo.key} className="relative">
                <img
                  src={photo.url}
                  alt={formatMessage(MSG.incidentPhotoAlt, { n })}
                  className="size-20 rounded-lg border border-slate-200 object-cover"
                />
                <button
                  type="button"
                  aria-label={formatMessage(MSG.incidentPhotoRemove, { n })}
                  disabled={disabled}
                  onClick={() => remove(photo)}
                  className="absolute -top-2 -right-2 flex size-8 items-center justify-center rounded-full border border-slate-300 bg-white text-slate-700 shadow-sm hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600"
                >
                  <X aria-hidden="true" className="size-4" />
                </button>
              </li>
            );
          })}
          {preparing > 0 && (
            <li
              role="status"
              className="flex size-20 flex-col items-center justify-center gap-1 rounded-lg border border-dashed border-slate-300 p-1 text-center text-[11px] leading-tight text-slate-600"
            >
              <Spinner />
              {MSG.incidentPhotoProcessing}
            </li>
          )}
        </ul>
      )}
      <label
        htmlFor={inputId}
        className={cn(
          'inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border border-slate-300 bg-white px-4 text-base font-medium text-slate-800 shadow-sm hover:bg-slate-50',
          'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-blue-600',
          (full || disabled) && 'cursor-not-allowed opacity-50',
        )}
      >
        <Camera aria-hidden="true" className="size-5" />
        {MSG.incidentAddPhoto}
        <input
          id={inputId}
          type="file"
          accept="image/*"
          capture="environment"
          multiple
          disabled={full || disabled}
          aria-describedby={hintId}
          className="sr-only"
          onChange={(event) => void add(event)}
        />
      </label>
    </fieldset>
  );
}
