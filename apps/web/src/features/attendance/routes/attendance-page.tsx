import { isCurrentShift, isHistoryShift } from '@secops/domain/attendance-display';
import * as MSG from '@secops/domain/messages';
import type { AgentShift } from '@secops/domain/planning.schemas';
import { CalendarX2, CloudOff, History } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { LoadingState } from '../../../components/ui/spinner.tsx';
import { Tabs } from '../../../components/ui/tabs.tsx';
import { useNow } from '../../../lib/use-now.ts';
import { useOnline } from '../../../lib/use-online.ts';
import { useSessionUser } from '../../auth/index.ts';
import { useActiveAttendance } from '../api/get-active-attendance.ts';
import { useAttendanceShifts } from '../api/get-attendance-shifts.ts';
import { ActiveAttendanceCard } from '../components/active-attendance-card.tsx';
import { EndOfGuardDialog } from '../components/end-of-guard-dialog.tsx';
import { PositionStatus } from '../components/position-status.tsx';
import { ResumeCard } from '../components/resume-card.tsx';
import { ShiftCard } from '../components/shift-card.tsx';
import { StartPanel } from '../components/start-panel.tsx';
import { useAttendancePosition, type AttendancePositionState } from '../hooks/use-attendance-position.ts';
import { isStartable, resumable } from '../utils/attendance-view.ts';

type Tab = 'current' | 'history';

/** /agent/attendance "Pointage": clock in near the mission place, overtime, end and resume; current and past shifts. */
export function AttendanceRoute() {
  const agentId = useSessionUser()?.agent?.id ?? null;
  if (!agentId) return <EmptyState title={MSG.agentProfileNotFound} />;
  return <AttendancePage agentId={agentId} />;
}

function AttendancePage({ agentId }: { agentId: string }) {
  const now = useNow(15_000);
  const [tab, setTab] = useState<Tab>('current');
  const location = useAttendancePosition();
  const shifts = useAttendanceShifts(agentId);
  const active = useActiveAttendance(agentId);
  const list = shifts.data ?? [];
  const current = list.filter((s) => isCurrentShift(s, now));
  const history = list.filter((s) => isHistoryShift(s, now)).reverse();
  const toResume = active.data ? null : resumable(list, now);

  return (
    <div className="space-y-5">
      <h1 className="text-2xl font-bold text-slate-900">{MSG.agentTabAttendance}</h1>
      <NetworkNotice />
      <PositionStatus state={location} />
      {active.data && <ActiveAttendanceCard attendance={active.data} position={location.position} />}
      {active.data && <EndOfGuardDialog attendance={active.data} position={location.position} />}
      {toResume && (
        <ResumeCard
          attendanceId={toResume.attendance.id}
          missionTitle={toResume.shift.mission.title}
          position={location.position}
        />
      )}
      {shifts.isPending ? (
        <LoadingState />
      ) : shifts.isError ? (
        <EmptyState title={MSG.attendanceLoadError} />
      ) : (
        <Tabs
          label={MSG.attendanceTabs}
          value={tab}
          onChange={setTab}
          tabs={[
            {
              value: 'current',
              label: `${MSG.attendanceTabCurrent} (${current.length})`,
              content: (
                <ShiftList
                  shifts={current}
                  now={now}
                  empty={
                    <EmptyState
                      icon={CalendarX2}
                      title={MSG.attendanceNoCurrent}
                      description={MSG.attendanceNoCurrentHint}
                    />
                  }
                  startable={active.data ? undefined : location}
                />
              ),
            },
            {
              value: 'history',
              label: `${MSG.attendanceTabHistory} (${history.length})`,
              content: (
                <ShiftList
                  shifts={history}
                  now={now}
                  empty={<EmptyState icon={History} title={MSG.attendanceNoHistory} />}
                />
              ),
            },
          ]}
        />
      )}
    </div>
  );
}

/** Clocking in and out is dated by the server's clock: without network the buttons are off, and this says why. */
function NetworkNotice() {
  if (useOnline()) return null;
  return (
    <p
      role="status"
      className="flex items-center gap-2 rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 text-sm font-medium text-amber-950"
    >
      <CloudOff aria-hidden="true" className="size-5 shrink-0" />
      {MSG.attendanceNeedsNetwork}
    </p>
  );
}

type ShiftListProps = {
  shifts: AgentShift[];
  now: Date;
  empty: ReactNode;
  /** Given when a start is possible: the position for the start panel of startable shifts. */
  startable?: AttendancePositionState;
};

function ShiftList({ shifts, now, empty, startable }: ShiftListProps) {
  if (shifts.length === 0) return <>{empty}</>;
  return (
    <ul className="space-y-4">
      {shifts.map((shift) => (
        <li key={shift.id}>
          <ShiftCard shift={shift} now={now}>
            {startable && isStartable(shift, now) && (
              <StartPanel shift={shift} position={startable.position} />
            )}
          </ShiftCard>
        </li>
      ))}
    </ul>
  );
}
