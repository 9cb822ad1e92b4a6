import type { LucideIcon } from 'lucide-react';
import { Link } from 'react-router';
import { cn } from '../../../lib/cn.ts';

const tones = {
  blue: 'bg-blue-50 text-blue-700',
  green: 'bg-green-50 text-green-700',
  red: 'bg-red-50 text-red-700',
  purple: 'bg-purple-50 text-purple-700',
} as const;

type StatCardProps = {
  label: string;
  value: string;
  icon: LucideIcon;
  tone: keyof typeof tones;
  hint?: string;
  /** The list the figure comes from; without it the card is not a link. */
  to?: string;
};

/** One dashboard figure; a card with a destination is a link to the list behind the figure. */
export function StatCard({ label, value, icon: Icon, tone, hint, to }: StatCardProps) {
  const body = (
    <>
      <span className={cn('flex size-11 shrink-0 items-center justify-center rounded-lg', tones[tone])}>
        <Icon aria-hidden="true" className="size-6" />
      </span>
      <span className="min-w-0">
        <span className="block text-sm font-medium text-slate-600">{label}</span>
        <span className="mt-0.5 block text-2xl font-bold text-slate-900 tabular-nums">{value}</span>
        {hint && <span className="block text-xs text-slate-500">{hint}</span>}
      </span>
    </>
  );
  const look = 'flex items-center gap-4 rounded-xl border border-slate-200 bg-white p-5 shadow-sm';
  if (!to) return <div className={look}>{body}</div>;
  return (
    <Link
      to={to}
      className={cn(
        look,
        'transition-colors hover:border-blue-300 hover:bg-blue-50/40 focus-visible:border-blue-500',
      )}
    >
      {body}
    </Link>
  );
}
