import type { ReactNode } from 'react';
import { cn } from '../../../lib/cn.ts';

type CallControlProps = {
  label: string;
  onClick: () => void;
  tone?: 'normal' | 'off' | 'hangUp';
  children: ReactNode;
};

/** A round button of the call view, named by `label` (its icon is hidden from screen readers). */
export function CallControl({ label, onClick, tone = 'normal', children }: CallControlProps) {
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      onClick={onClick}
      className={cn(
        'flex size-14 items-center justify-center rounded-full transition-colors [&_svg]:size-6',
        tone === 'normal' && 'bg-white/15 text-white hover:bg-white/25',
        tone === 'off' && 'bg-white text-slate-900 hover:bg-slate-200',
        tone === 'hangUp' && 'bg-red-600 text-white hover:bg-red-700',
      )}
    >
      {children}
    </button>
  );
}
