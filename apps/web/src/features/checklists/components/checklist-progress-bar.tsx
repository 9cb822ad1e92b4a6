import * as MSG from '@secops/domain/messages';
import { formatMessage } from '../../../lib/format-message.ts';

/** The share of the mission's tasks that are done: a bar and "done/total". */
export function ChecklistProgressBar({
  done,
  total,
  percent,
}: {
  done: number;
  total: number;
  percent: number;
}) {
  const text = formatMessage(MSG.checklistPanelDone, { done, total });
  return (
    <div className="space-y-1.5">
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 text-sm">
        <span className="font-medium text-slate-700">{MSG.checklistPanelProgress}</span>
        <span className="whitespace-nowrap text-slate-600 tabular-nums">
          {text} · {percent} %
        </span>
      </div>
      <div
        role="progressbar"
        aria-label={MSG.checklistPanelProgress}
        aria-valuemin={0}
        aria-valuemax={total}
        aria-valuenow={done}
        aria-valuetext={text}
        className="h-2.5 overflow-hidden rounded-full bg-slate-100"
      >
        <div
          className="h-full rounded-full bg-green-600 transition-[width]"
          style={{ width: `${percent}%` }}
        />
      </div>
    </div>
  );
}
