import { CHECKLIST_CATEGORY_LABELS, type ChecklistDraftItem } from '@secops/domain/checklists';
import * as MSG from '@secops/domain/messages';
import { ListChecks } from 'lucide-react';
import { Badge } from '../../../components/ui/badge.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { formatMessage } from '../../../lib/format-message.ts';

type ChecklistPreviewProps = {
  items: ChecklistDraftItem[];
  agentCount: number;
  nameOf: (agentId: string) => string;
  isLoading: boolean;
};

/** The tasks the new mission will get, with their category, whether they are required, and who they concern. */
export function ChecklistPreview({ items, agentCount, nameOf, isLoading }: ChecklistPreviewProps) {
  const required = items.filter((item) => item.required).length;
  return (
    <Card
      title={MSG.checklistPreviewTitle}
      description={
        agentCount > 0 && (
          <span aria-live="polite">
            {formatMessage(MSG.checklistPreviewCount, { n: items.length })} ·{' '}
            {formatMessage(MSG.checklistPreviewRequiredCount, { n: required })} ·{' '}
            {formatMessage(MSG.checklistPreviewAgentsCount, { n: agentCount })}
          </span>
        )
      }
      actions={isLoading && <Spinner size="sm" className="text-blue-600" />}
    >
      {items.length === 0 ? (
        <p className="flex items-start gap-3 text-sm text-slate-500">
          <ListChecks aria-hidden="true" className="size-5 shrink-0 text-slate-400" />
          {MSG.checklistPreviewEmpty}
        </p>
      ) : (
        <ol className="space-y-2" aria-label={MSG.checklistPreviewTitle}>
          {items.map((item) => (
            <li
              key={`${item.category}:${item.label}`}
              className="rounded-lg border border-slate-200 px-3 py-2"
            >
              <div className="flex flex-wrap items-start justify-between gap-2">
                <span className="min-w-0 text-sm font-medium text-slate-900">{item.label}</span>
                <span className="flex shrink-0 gap-1.5">
                  <Badge tone="blue">{CHECKLIST_CATEGORY_LABELS[item.category]}</Badge>
                  <Badge tone={item.required ? 'red' : 'neutral'}>
                    {item.required ? MSG.checklistRequired : MSG.checklistOptional}
                  </Badge>
                </span>
              </div>
              <p className="mt-1 text-xs text-slate-500">{item.assignedAgents.map(nameOf).join(', ')}</p>
            </li>
          ))}
        </ol>
      )}
    </Card>
  );
}
