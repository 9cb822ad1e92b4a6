import * as MSG from '@secops/domain/messages';
import { CalendarDays } from 'lucide-react';
import { useRef, useState, type ReactNode, type Ref } from 'react';
import { cn } from '../../lib/cn.ts';
import type { DateTextFormat } from '../../lib/date-text.ts';
import { controlClasses, Field } from './field.tsx';

/** What sets one kind of input apart: how it reads and writes text, its hints and its native calendar. */
export type DateTextKind = {
  text: DateTextFormat;
  placeholder: string;
  invalid: string;
  maxLength: number;
  picker?: 'date' | 'datetime-local';
};

/** Fits react-hook-form's Controller field (value, onChange, onBlur, name, ref, disabled) and plain state. */
export type DateTextInputProps = {
  label: string;
  /** The form value: yyyy-mm-dd, HH:mm or yyyy-mm-ddTHH:mm; empty as '', null or undefined. */
  value: string | null | undefined;
  /** Receives the form value, '' when cleared, or the text as typed while it names no real date or time. */
  onChange: (value: string) => void;
  onBlur?: () => void;
  name?: string;
  ref?: Ref<HTMLInputElement>;
  error?: string;
  hint?: ReactNode;
  required?: boolean;
  disabled?: boolean;
  id?: string;
  className?: string;
  /** The earliest and latest days the calendar offers, as form values. */
  min?: string;
  max?: string;
};

/**
 * A text input that shows and reads French dates and 24-hour times whatever the browser's language, with the
 * native calendar behind a button. Its own error (a text that names no real date) replaces the form's once the
 * field has been left or the form has been sent.
 */
export function DateTextField({
  kind,
  label,
  value: given,
  onChange,
  onBlur,
  name,
  ref,
  error,
  hint,
  required,
  disabled,
  id,
  className,
  min,
  max,
}: DateTextInputProps & { kind: DateTextKind }) {
  const { parse, format, mask } = kind.text;
  const value = given ?? '';
  const [text, setText] = useState(() => format(value));
  const [seenValue, setSeenValue] = useState(value);
  const [left, setLeft] = useState(false);
  const picker = useRef<HTMLInputElement>(null);

  // A value set from outside (reset, loaded record, picker) is shown; the echo of our own typing is not.
  if (value !== seenValue) {
    setSeenValue(value);
    if (value !== (parse(text) ?? text)) setText(format(value));
  }

  const type = (next: string) => {
    const masked = mask(text, next);
    setText(masked);
    onChange(parse(masked) ?? masked);
  };
  const leave = () => {
    setLeft(true);
    const parsed = parse(text);
    if (parsed !== null) setText(format(parsed));
    onBlur?.();
  };
  const openPicker = () => {
    try {
      picker.current?.showPicker();
    } catch {
      // No calendar here (an old browser or a frame that forbids it): typing still works.
    }
  };

  const parsed = parse(text);
  const shownError = parsed === null && (left || error) ? kind.invalid : error;
  return (
    <Field label={label} error={shownError} hint={hint} id={id} required={required} className={className}>
      {(control) => (
        <div className="relative">
          <input
            {...control}
            ref={ref}
            name={name}
            type="text"
            inputMode="numeric"
            autoComplete="off"
            spellCheck={false}
            placeholder={kind.placeholder}
            maxLength={kind.maxLength}
            disabled={disabled}
            value={text}
            onChange={(event) => type(event.target.value)}
            onBlur={leave}
            className={cn(controlClasses(Boolean(shownError)), 'tabular-nums', kind.picker && 'pr-11')}
          />
          {kind.picker && (
            <>
              <button
                type="button"
                aria-label={MSG.datePickerOpen}
                disabled={disabled}
                onClick={openPicker}
                className="absolute inset-y-0 right-0 flex w-11 items-center justify-center rounded-r-lg text-slate-500 hover:text-slate-800 focus-visible:outline-2 focus-visible:outline-blue-600 disabled:opacity-50"
              >
                <CalendarDays aria-hidden="true" className="size-5" />
              </button>
              <input
                ref={picker}
                type={kind.picker}
                tabIndex={-1}
                aria-hidden="true"
                value={parsed || ''}
                min={min}
                max={max}
                onChange={(event) => {
                  setText(format(event.target.value));
                  onChange(event.target.value);
                }}
                className="pointer-events-none absolute bottom-0 left-0 h-px w-px opacity-0"
              />
            </>
          )}
        </div>
      )}
    </Field>
  );
}
