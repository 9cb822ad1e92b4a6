import type { EquipmentAssignment } from '@secops/domain/equipment.schemas';
import * as MSG from '@secops/domain/messages';
import { History } from 'lucide-react';
import { formatMessage } from '../../../lib/format-message.ts';
import { formatDateTime } from '../../../lib/format.ts';

/** Who had the item and when, newest first, folded away until asked for. */
export function AssignmentHistory({ assignments }: { assignments: EquipmentAssignment[] }) {
  return (
    <details className="group mt-4 rounded-lg border border-slate-200 text-sm">
      <summary className="flex cursor-pointer items-center gap-2 px-3 py-2 font-medium text-slate-700 select-none hover:bg-slate-50">
        <History aria-hidden="true" className="size-4 text-slate-400" />
        {formatMessage(MSG.equipmentHistory, { n: assignments.length })}
      </summary>
      {assignments.length === 0 ? (
        <p className="border-t border-slate-200 px-3 py-2 text-slate-500">{MSG.equipmentHistoryEmpty}</p>
      ) : (
        <ol className="divide-y divide-slate-100 border-t border-slate-200">
          {assignments.map((assignment) => (
            <li key={assignment.id} className="px-3 py-2">
              <p className="font-medium text-slate-900">
                {assignment.agent.firstName} {assignment.agent.lastName}{' '}
                <span className="font-normal text-slate-500">({assignment.agent.matricule})</span>
              </p>
              <p className="text-slate-600">
                {formatMessage(MSG.equipmentHistoryOut, { date: formatDateTime(assignment.outAt) })} ·{' '}
                {assignment.inAt
                  ? formatMessage(MSG.equipmentHistoryIn, { date: formatDateTime(assignment.inAt) })
                  : MSG.equipmentHistoryOpen}
              </p>
              {assignment.notes && <p className="mt-0.5 text-slate-500 italic">{assignment.notes}</p>}
            </li>
          ))}
        </ol>
      )}
    </details>
  );
}
