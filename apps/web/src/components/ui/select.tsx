import type { ComponentProps, ReactNode } from 'react';
import { cn } from '../../lib/cn.ts';
import { controlClasses, Field } from './field.tsx';

type SelectProps = Omit<ComponentProps<'select'>, 'id'> & {
  label: string;
  error?: string;
  hint?: ReactNode;
  id?: string;
  /** Extra classes for the select itself (className goes to the whole field). */
  selectClassName?: string;
};

/** A labelled drop-down list with its hint and error, like Input. */
export function Select({
  label,
  error,
  hint,
  id,
  required,
  className,
  selectClassName,
  children,
  ...props
}: SelectProps) {
  return (
    <Field label={label} error={error} hint={hint} id={id} required={required} className={className}>
      {(control) => (
        <select {...props} {...control} className={cn(controlClasses(Boolean(error)), selectClassName)}>
          {children}
        </select>
      )}
    </Field>
  );
}
