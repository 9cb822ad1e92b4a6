import {
  ROUND_WINDOW_DEFAULT_MINUTES,
  TourCreateSchema,
  type Tour,
  type TourCreate,
  type TourOrder,
} from '@secops/domain/rounds';
import type { FormResult } from './checkpoint-form.ts';
import { errorsByPath } from './form-errors.ts';

export type ScheduleKind = 'times' | 'every';

/** What the tour form holds while it is being filled: numbers as typed, both kinds of schedule kept. */
export type TourFormValues = {
  name: string;
  checkpointIds: string[];
  order: TourOrder;
  scheduleKind: ScheduleKind;
  times: string[];
  everyMinutes: string;
  from: string;
  to: string;
  windowMinutes: string;
};

export const TOUR_FIELDS = [
  'name',
  'checkpointIds',
  'order',
  'times',
  'everyMinutes',
  'from',
  'to',
  'windowMinutes',
] as const;

export const tourFormValues = (tour?: Tour): TourFormValues => ({
  name: tour?.name ?? '',
  checkpointIds: tour?.checkpointIds ?? [],
  order: tour?.order ?? 'STRICT',
  scheduleKind: tour && tour.times === null ? 'every' : 'times',
  times: tour?.times ?? [''],
  everyMinutes: tour?.everyMinutes?.toString() ?? '60',
  from: tour?.from ?? '',
  to: tour?.to ?? '',
  windowMinutes: String(tour?.windowMinutes ?? ROUND_WINDOW_DEFAULT_MINUTES),
});

/** A typed number, or NaN (refused by the schema with the field's message) when it is not one. */
const typedNumber = (text: string): number => (text.trim() === '' ? Number.NaN : Number(text));

/**
 * The body of POST and PATCH alike. Only the chosen kind of schedule is sent, the other one as null (so that a tour
 * switched from times to a frequency loses its times); time rows left blank are dropped, and an error on a time
 * sent is given back under its own row ('times.2').
 */
export function tourBody(values: TourFormValues): FormResult<TourCreate> {
  const fixed = values.scheduleKind === 'times';
  const rows = values.times.flatMap((time, row) => (time.trim() === '' ? [] : [{ time, row }]));
  const parsed = TourCreateSchema.safeParse({
    name: values.name,
    checkpointIds: values.checkpointIds,
    order: values.order,
    times: fixed ? rows.map(({ time }) => time) : null,
    everyMinutes: fixed ? null : typedNumber(values.everyMinutes),
    from: fixed ? null : values.from || null,
    to: fixed ? null : values.to || null,
    windowMinutes: typedNumber(values.windowMinutes),
  });
  if (parsed.success) return { ok: true, body: parsed.data };
  const issues = parsed.error.issues.map((issue) => {
    const [field, index] = issue.path;
    if (field !== 'times' || typeof index !== 'number') return issue;
    return { ...issue, path: ['times', rows[index]?.row ?? index] };
  });
  return { ok: false, errors: errorsByPath(issues) };
}

/** The list with the item at `index` moved one place up (-1) or down (+1); unchanged at either end. */
export function moveItem<T>(items: readonly T[], index: number, step: -1 | 1): T[] {
  const target = index + step;
  if (index < 0 || index >= items.length || target < 0 || target >= items.length) return [...items];
  const moved = [...items];
  [moved[index], moved[target]] = [moved[target] as T, moved[index] as T];
  return moved;
}
