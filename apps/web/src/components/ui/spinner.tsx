import * as MSG from '@secops/domain/messages';
import { LoaderCircle } from 'lucide-react';
import { cn } from '../../lib/cn.ts';

const sizes = { sm: 'size-4', md: 'size-6', lg: 'size-8' } as const;

export type SpinnerSize = keyof typeof sizes;

/** A decorative spinning icon; pair it with visible text or use LoadingState. */
export function Spinner({ size = 'md', className }: { size?: SpinnerSize; className?: string }) {
  return <LoaderCircle aria-hidden="true" className={cn('animate-spin', sizes[size], className)} />;
}

/** A block announcing that content is loading, for screen readers too. */
export function LoadingState({ label = MSG.loading, className }: { label?: string; className?: string }) {
  return (
    <div
      role="status"
      className={cn('flex flex-col items-center justify-center gap-3 py-16 text-slate-500', className)}
    >
      <Spinner size="lg" className="text-blue-600" />
      <span className="text-sm">{label}</span>
    </div>
  );
}

/** Whole-screen loading state, while a screen's code or the session is being loaded. */
export function PageSpinner() {
  return <LoadingState className="min-h-dvh" />;
}
