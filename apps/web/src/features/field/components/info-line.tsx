import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

/** One labelled line of a description list: an icon (its label read by screen readers only) and the value. */
export function InfoLine({
  icon: Icon,
  label,
  children,
}: {
  icon: LucideIcon;
  label: string;
  children: ReactNode;
}) {
  return (
    <div className="flex items-start gap-2.5">
      <dt className="shrink-0 pt-0.5">
        <Icon aria-hidden="true" className="size-5 text-slate-500" />
        <span className="sr-only">{label}</span>
      </dt>
      <dd className="min-w-0 [overflow-wrap:anywhere]">{children}</dd>
    </div>
  );
}
