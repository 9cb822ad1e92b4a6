import * as MSG from '@secops/domain/messages';
import { ArrowDown, ArrowUp } from 'lucide-react';
import { useId, useRef } from 'react';
import { flushSync } from 'react-dom';
import { formatMessage } from '../../../lib/format-message.ts';
import { moveItem } from '../utils/tour-form.ts';

type Direction = 'up' | 'down';

type TourSequenceFieldProps = {
  /** The mission's checkpoints, in the order they were made. */
  checkpoints: readonly { id: string; name: string }[];
  /** The chosen ones, in their order of passage. */
  value: readonly string[];
  onChange: (ids: string[]) => void;
  error?: string;
};

const arrowClasses =
  'flex size-10 items-center justify-center rounded-md text-slate-600 hover:bg-slate-100 hover:text-slate-900 disabled:pointer-events-none disabled:opacity-30 sm:size-8';

/**
 * The checkpoints of a tour: ticked from the mission's list, they join the order of passage at the end, where the
 * arrow buttons move them. The focus follows the checkpoint moved.
 */
export function TourSequenceField({ checkpoints, value, onChange, error }: TourSequenceFieldProps) {
  const arrows = useRef(new Map<string, HTMLButtonElement>());
  const errorId = useId();
  const names = new Map(checkpoints.map((checkpoint) => [checkpoint.id, checkpoint.name]));
  const toggle = (id: string, chosen: boolean) =>
    onChange(chosen ? [...value, id] : value.filter((other) => other !== id));
  const move = (index: number, step: -1 | 1) => {
    const id = value[index] ?? '';
    flushSync(() => onChange(moveItem(value, index, step)));
    // At either end the button pressed is now off: the other one takes the focus.
    const target = index + step;
    const atEnd = target === 0 || target === value.length - 1;
    const pressed: Direction = step === -1 ? 'up' : 'down';
    const other: Direction = step === -1 ? 'down' : 'up';
    arrows.current.get(`${id}:${atEnd ? other : pressed}`)?.focus();
  };
  const arrowRef = (key: string) => (element: HTMLButtonElement | null) => {
    if (element) arrows.current.set(key, element);
    else arrows.current.delete(key);
  };

  return (
    <div className="space-y-2">
      <div className="grid gap-4 sm:grid-cols-2">
        <fieldset>
          <legend className="text-sm font-medium text-slate-700">
            {MSG.staffTourCheckpoints}
            <span aria-hidden="true" className="text-red-600">
              {' '}
              *
            </span>
          </legend>
          <div className="mt-2 space-y-2">
            {checkpoints.map((checkpoint) => (
              <label
                key={checkpoint.id}
                className="flex cursor-pointer items-center gap-3 rounded-lg border border-slate-200 px-3 py-2 text-sm text-slate-800 has-checked:border-blue-300 has-checked:bg-blue-50"
              >
                <input
                  type="checkbox"
                  checked={value.includes(checkpoint.id)}
                  onChange={(event) => toggle(checkpoint.id, event.target.checked)}
                  aria-invalid={error ? true : undefined}
                  aria-describedby={error ? errorId : undefined}
                  className="size-4 rounded border-slate-300 text-blue-600"
                />
                {checkpoint.name}
              </label>
            ))}
          </div>
        </fieldset>
        <div>
          <h3 className="text-sm font-medium text-slate-700">{MSG.staffTourSequence}</h3>
          {value.length === 0 ? (
            <p className="mt-2 rounded-lg border border-dashed border-slate-300 px-3 py-4 text-sm text-slate-500">
              {MSG.staffTourSequenceEmpty}
            </p>
          ) : (
            <ol aria-label={MSG.staffTourSequence} className="mt-2 space-y-2">
              {value.map((id, index) => {
                const name = names.get(id) ?? id;
                return (
                  <li
                    key={id}
                    className="flex items-center gap-2 rounded-lg border border-slate-200 bg-white py-1 pr-1 pl-3 text-sm"
                  >
                    <span className="w-5 font-semibold text-slate-500 tabular-nums">{index + 1}.</span>
                    <span className="min-w-0 flex-1 truncate text-slate-900">{name}</span>
                    <button
                      type="button"
                      ref={arrowRef(`${id}:up`)}
                      aria-label={formatMessage(MSG.staffTourMoveUp, { name })}
                      disabled={index === 0}
                      onClick={() => move(index, -1)}
                      className={arrowClasses}
                    >
                      <ArrowUp aria-hidden="true" className="size-4" />
                    </button>
                    <button
                      type="button"
                      ref={arrowRef(`${id}:down`)}
                      aria-label={formatMessage(MSG.staffTourMoveDown, { name })}
                      disabled={index === value.length - 1}
                      onClick={() => move(index, 1)}
                      className={arrowClasses}
                    >
                      <ArrowDown aria-hidden="true" className="size-4" />
                    </button>
                  </li>
                );
              })}
            </ol>
          )}
        </div>
      </div>
      {error && (
        <p id={errorId} className="text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
