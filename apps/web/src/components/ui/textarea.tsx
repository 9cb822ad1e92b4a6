import type { ComponentProps, ReactNode } from 'react';
import { cn } from '../../lib/cn.ts';
import { controlClasses, Field } from './field.tsx';

type TextareaProps = Omit<ComponentProps<'textarea'>, 'id'> & {
  label: string;
  error?: string;
  hint?: ReactNode;
  id?: string;
};

/** A labelled multi-line text field with its hint and error, like Input. */
export function Textarea({ label, error, hint, id, required, className, rows = 4, ...props }: TextareaProps) {
  return (
    <Field label={label} error={error} hint={hint} id={id} required={required} className={className}>
      {(control) => (
        <textarea
          {...props}
          {...control}
          rows={rows}
          className={cn(controlClasses(Boolean(error)), 'resize-y')}
        />
      )}
    </Field>
  );
}
