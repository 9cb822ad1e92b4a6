import {
  CheckpointCreateSchema,
  type Checkpoint,
  type CheckpointCreate,
  type CheckpointKind,
} from '@secops/domain/rounds';
import { errorsByPath, type FormErrors } from './form-errors.ts';

export type LatLng = { lat: number; lng: number };

/** What the checkpoint form holds while it is being filled. */
export type CheckpointFormValues = {
  name: string;
  instructions: string;
  kind: CheckpointKind;
  position: LatLng | null;
};

export const CHECKPOINT_FIELDS = ['name', 'instructions', 'kind', 'lat', 'lng'] as const;

export const checkpointFormValues = (checkpoint?: Checkpoint): CheckpointFormValues => ({
  name: checkpoint?.name ?? '',
  instructions: checkpoint?.instructions ?? '',
  kind: checkpoint?.kind ?? 'QR',
  position:
    checkpoint && checkpoint.lat !== null && checkpoint.lng !== null
      ? { lat: checkpoint.lat, lng: checkpoint.lng }
      : null,
});

// About 10 cm: a click on a map means no more than that.
const roundCoordinate = (value: number) => Math.round(value * 1e6) / 1e6;

export type FormResult<T> = { ok: true; body: T } | { ok: false; errors: FormErrors };

/**
 * The body of POST and PATCH alike: every field is sent, so a cleared position or instruction is cleared on the
 * server (null), not left as it was.
 */
export function checkpointBody(values: CheckpointFormValues): FormResult<CheckpointCreate> {
  const parsed = CheckpointCreateSchema.safeParse({
    name: values.name,
    instructions: values.instructions,
    kind: values.kind,
    lat: values.position ? roundCoordinate(values.position.lat) : null,
    lng: values.position ? roundCoordinate(values.position.lng) : null,
  });
  return parsed.success
    ? { ok: true, body: parsed.data }
    : { ok: false, errors: errorsByPath(parsed.error.issues) };
}
