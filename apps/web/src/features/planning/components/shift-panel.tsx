import * as MSG from '@secops/domain/messages';
import { Card } from '../../../components/ui/card.tsx';
import { ShiftList } from './shift-list.tsx';
import type { TeamMember } from './shift-agent-select.tsx';
import { ShiftForm } from './shift-form.tsx';

export type ShiftPanelProps = {
  missionId: string;
  /** An archived mission shows its shifts but hides the form and the delete buttons. */
  archived: boolean;
  /** The agents assigned to the mission, offered first. */
  team: readonly TeamMember[];
  /** Called after a shift is added or removed, so the mission page can read its agents and shifts again. */
  onShiftsChanged?: () => void;
};

/** The shift planning panel of a mission: the shift form with its agent suggestions, then the planned shifts. */
export function ShiftPanel({ missionId, archived, team, onShiftsChanged }: ShiftPanelProps) {
  return (
    <Card title={MSG.shiftPanelTitle}>
      <div className="space-y-6">
        {!archived && <ShiftForm missionId={missionId} team={team} onCreated={onShiftsChanged} />}
        <section aria-label={MSG.shiftList} className="space-y-3">
          <h3 className="text-sm font-semibold text-slate-900">{MSG.shiftList}</h3>
          <ShiftList missionId={missionId} archived={archived} onDeleted={onShiftsChanged} />
        </section>
      </div>
    </Card>
  );
}
