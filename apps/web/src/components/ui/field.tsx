import { useId, type ComponentProps, type ReactNode } from 'react';
import { cn } from '../../lib/cn.ts';

/** What a form control needs to be tied to its label, hint and error. */
export type FieldControlProps = {
  id: string;
  required?: boolean;
  'aria-invalid'?: true;
  'aria-describedby'?: string;
};

type FieldProps = {
  label: string;
  error?: string;
  hint?: ReactNode;
  required?: boolean;
  id?: string;
  className?: string;
  children: (control: FieldControlProps) => ReactNode;
};

/** Label, control, hint and error, linked for assistive technology (htmlFor, aria-invalid, aria-describedby). */
export function Field({ label, error, hint, required, id, className, children }: FieldProps) {
  const generatedId = useId();
  const controlId = id ?? generatedId;
  const hintId = `${controlId}-hint`;
  const errorId = `${controlId}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ');
  return (
    <div className={cn('space-y-1.5', className)}>
      <label htmlFor={controlId} className="block text-sm font-medium text-slate-700">
        {label}
        {required && (
          <span aria-hidden="true" className="text-red-600">
            {' '}
            *
          </span>
        )}
      </label>
      {children({
        id: controlId,
        required,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy || undefined,
      })}
      {hint && (
        <p id={hintId} className="text-xs text-slate-500">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

/** The look shared by text inputs, selects and text areas. */
export function controlClasses(invalid: boolean): string {
  return cn(
    'block w-full rounded-lg border bg-white px-3 py-2 text-base text-slate-900 shadow-sm sm:text-sm',
    'placeholder:text-slate-500 disabled:bg-slate-100 disabled:text-slate-500',
    invalid ? 'border-red-500' : 'border-slate-300',
  );
}

type InputProps = Omit<ComponentProps<'input'>, 'id'> & {
  label: string;
  error?: string;
  hint?: ReactNode;
  id?: string;
  /** Extra classes for the input itself (className goes to the whole field). */
  inputClassName?: string;
};

export function Input({ label, error, hint, id, required, className, inputClassName, ...props }: InputProps) {
  return (
    <Field label={label} error={error} hint={hint} id={id} required={required} className={className}>
      {(control) => (
        <input {...props} {...control} className={cn(controlClasses(Boolean(error)), inputClassName)} />
      )}
    </Field>
  );
}
