import type { ComponentProps, ReactNode } from 'react';
import { cn } from '../../lib/cn.ts';
import { Spinner } from './spinner.tsx';

// A filled button's focus ring is dark: the page's blue ring would read as part of a blue (or red) button.
const variants = {
  primary:
    'bg-blue-600 text-white shadow-sm hover:bg-blue-700 active:bg-blue-800 focus-visible:outline-slate-900',
  secondary:
    'border border-slate-300 bg-white text-slate-700 shadow-sm hover:bg-slate-50 active:bg-slate-100',
  ghost: 'text-slate-700 hover:bg-slate-100 active:bg-slate-200',
  danger:
    'bg-red-600 text-white shadow-sm hover:bg-red-700 active:bg-red-800 focus-visible:outline-slate-900',
  /** A discreet destructive action (delete among other actions on a card or row). */
  dangerGhost: 'text-red-700 hover:bg-red-50 active:bg-red-100',
} as const;

// On a phone (under 640 px) buttons grow to a finger's size: 40 px small, 44 px medium.
const sizes = {
  sm: 'h-10 gap-1.5 px-3 text-sm sm:h-8 [&_svg]:size-4',
  md: 'h-11 gap-2 px-4 text-sm sm:h-10 [&_svg]:size-4',
  lg: 'h-12 gap-2 px-5 text-base [&_svg]:size-5',
} as const;

export type ButtonVariant = keyof typeof variants;
export type ButtonSize = keyof typeof sizes;
type ButtonLook = { variant?: ButtonVariant; size?: ButtonSize; fullWidth?: boolean };

/** The button look, also for links that act as buttons (`<Link className={buttonClasses()}>`). */
export function buttonClasses({
  variant = 'primary',
  size = 'md',
  fullWidth = false,
}: ButtonLook = {}): string {
  return cn(
    'inline-flex shrink-0 items-center justify-center rounded-lg font-medium whitespace-nowrap transition-colors',
    'disabled:pointer-events-none disabled:opacity-50',
    variants[variant],
    sizes[size],
    fullWidth && 'w-full',
  );
}

type ButtonProps = ComponentProps<'button'> &
  ButtonLook & {
    /** Shows a spinner and blocks clicks while an action runs. */
    isLoading?: boolean;
    icon?: ReactNode;
  };

export function Button({
  variant,
  size,
  fullWidth,
  isLoading = false,
  icon,
  className,
  children,
  disabled,
  type = 'button',
  ...props
}: ButtonProps) {
  return (
    <button
      type={type}
      className={cn(buttonClasses({ variant, size, fullWidth }), className)}
      disabled={disabled || isLoading}
      aria-busy={isLoading || undefined}
      {...props}
    >
      {isLoading ? <Spinner size="sm" /> : icon}
      {children}
    </button>
  );
}
