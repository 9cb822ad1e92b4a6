import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn.ts';

type SwitchProps = Omit<ComponentProps<'button'>, 'onChange' | 'role'> & {
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  /** The visible label; also the switch's accessible name. */
  label: string;
};

/** An on/off switch (role="switch"), operated with a click, Space or Enter. */
export function Switch({ checked, onCheckedChange, label, disabled, className, ...props }: SwitchProps) {
  return (
    <label
      className={cn(
        'inline-flex items-center gap-3',
        disabled ? 'cursor-not-allowed' : 'cursor-pointer',
        className,
      )}
    >
      <button
        type="button"
        role="switch"
        aria-checked={checked}
        disabled={disabled}
        onClick={() => onCheckedChange(!checked)}
        className={cn(
          'relative inline-flex h-6 w-11 shrink-0 items-center rounded-full transition-colors',
          'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600',
          'disabled:opacity-50',
          checked ? 'bg-green-600' : 'bg-slate-300',
        )}
        {...props}
      >
        <span
          aria-hidden="true"
          className={cn(
            'inline-block size-5 rounded-full bg-white shadow transition-transform',
            checked ? 'translate-x-5.5' : 'translate-x-0.5',
          )}
        />
      </button>
      <span className="text-sm font-medium text-slate-700">{label}</span>
    </label>
  );
}
