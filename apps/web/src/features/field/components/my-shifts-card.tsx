import * as MSG from '@secops/domain/messages';
import type { MissionDetail } from '@secops/domain/missions.schemas';
import { CalendarX, Clock } from 'lucide-react';
import { Card } from '../../../components/ui/card.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { formatMessage } from '../../../lib/format-message.ts';
import { shiftDay, shiftHours } from '../utils/shift-display.ts';

type MyShiftsCardProps = { shifts: MissionDetail['shifts']; agentId: string };

/** 'Mes Horaires': the agent's own shifts on the mission, in time order. */
export function MyShiftsCard({ shifts, agentId }: MyShiftsCardProps) {
  const mine = shifts
    .filter((shift) => shift.agentId === agentId)
    .sort((a, b) => Date.parse(a.startAt) - Date.parse(b.startAt));
  return (
    <Card title={MSG.fieldMyShifts}>
      {mine.length === 0 ? (
        <EmptyState icon={CalendarX} title={MSG.fieldNoShift} className="py-4" />
      ) : (
        <ul className="divide-y divide-slate-100">
          {mine.map((shift) => (
            <li key={shift.id} className="flex items-start gap-3 py-3 first:pt-0 last:pb-0">
              <span className="mt-0.5 flex size-9 shrink-0 items-center justify-center rounded-full bg-blue-50 text-blue-700">
                <Clock aria-hidden="true" className="size-5" />
              </span>
              <div className="min-w-0 text-base">
                <p className="font-semibold text-slate-900">{shiftDay(shift.startAt)}</p>
                <p className="text-slate-800">{shiftHours(shift.startAt, shift.endAt)}</p>
                {shift.zone && (
                  <p className="text-sm text-slate-600">
                    {formatMessage(MSG.fieldShiftZone, { zone: shift.zone })}
                  </p>
                )}
                {shift.notes && <p className="text-sm text-slate-600">{shift.notes}</p>}
              </div>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
