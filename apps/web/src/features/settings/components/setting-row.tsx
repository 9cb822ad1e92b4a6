import type { ReactNode } from 'react';

/** One line of a settings card: a label and its explanation on the left, a value or an action on the right. */
type SettingRowProps = { label: string; badge?: ReactNode; hint?: ReactNode; children: ReactNode };

export function SettingRow({ label, badge, hint, children }: SettingRowProps) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-3 py-3 first:pt-0 last:pb-0">
      <div className="min-w-0 flex-1 basis-56">
        <p className="flex flex-wrap items-center gap-2 text-sm font-medium text-slate-900">
          {label}
          {badge}
        </p>
        {hint && <p className="mt-0.5 text-sm text-slate-500">{hint}</p>}
      </div>
      <div className="flex shrink-0 items-center gap-2">{children}</div>
    </div>
  );
}
