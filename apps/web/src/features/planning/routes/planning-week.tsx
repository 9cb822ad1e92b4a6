import * as MSG from '@secops/domain/messages';
import { CalendarX2, Copy, TriangleAlert } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { LoadingState } from '../../../components/ui/spinner.tsx';
import { errorMessage } from '../../../lib/api-error.ts';
import { usePlanningWeek } from '../api/get-planning-week.ts';
import { usePlanningBoard } from '../api/get-planning-board.ts';
import { CopyWeekModal } from '../components/copy-week-modal.tsx';
import { StatusLegend } from '../components/status-legend.tsx';
import { WeekCalendar } from '../components/week-calendar.tsx';
import { WeekNav } from '../components/week-nav.tsx';
import { GoToDate } from '../components/go-to-date.tsx';
import { PlanningBoard } from '../components/planning-board.tsx';
import { Tabs } from '../../../components/ui/tabs.tsx';
import { weekCountLabel, weekRangeLabel } from '../utils/week-format.ts';
import {
  addCalendarDays,
  layoutWeek,
  plannedMissions,
  mondayOf,
  parisToday,
  shownMonday,
  WEEK_PARAM,
  weekDays,
} from '../utils/week-layout.ts';

/** The view lives in the address too: by agent unless ?vue=missions. */
const VIEW_PARAM = 'vue';
type View = 'agents' | 'missions';

/** /admin/planning: the missions of one Paris week, Monday to Sunday, with week navigation and a legend. */
export function PlanningRoute() {
  const [params, setParams] = useSearchParams();
  const today = parisToday();
  const monday = shownMonday(params, () => today);
  const currentMonday = mondayOf(today);
  const days = useMemo(() => weekDays(monday), [monday]);
  const board = usePlanningBoard(monday, addCalendarDays(monday, 6));
  const coverage = useMemo(
    () => new Map(board.data?.missions.map((mission) => [mission.id, mission]) ?? []),
    [board.data],
  );
  const view: View = params.get(VIEW_PARAM) === 'missions' ? 'missions' : 'agents';
  const go = (date: string, next: View = view) =>
    setParams({
      ...(mondayOf(date) === currentMonday ? {} : { [WEEK_PARAM]: mondayOf(date) }),
      ...(next === 'missions' ? { [VIEW_PARAM]: next } : {}),
    });
  const show = (date: string) => go(date);
  const [copying, setCopying] = useState(false);
  // The week's missions are for "Par mission" and the copy's mission choice: read when one of them is shown.
  const week = usePlanningWeek(monday, view === 'missions' || copying);
  const missions = useMemo(() => plannedMissions(week.data?.missions ?? []), [week.data]);
  const layout = useMemo(() => layoutWeek(days, missions), [days, missions]);

  return (
    <>
      <PageHeader
        title={MSG.titlePlanning}
        actions={
          <div className="flex flex-wrap items-end gap-2">
            <Button variant="secondary" icon={<Copy aria-hidden="true" />} onClick={() => setCopying(true)}>
              {MSG.copyWeekOpen}
            </Button>
            <WeekNav
              onPrevious={() => show(addCalendarDays(monday, -7))}
              onToday={() => show(currentMonday)}
              onNext={() => show(addCalendarDays(monday, 7))}
            />
            <GoToDate key={monday} value={monday} onChange={show} />
          </div>
        }
      />
      {copying && (
        <CopyWeekModal open onClose={() => setCopying(false)} monday={monday} missions={missions} />
      )}
      <Card>
        <div className="mb-4 flex flex-wrap items-end justify-between gap-3">
          <div>
            <h2 aria-live="polite" className="text-lg font-semibold text-slate-900 first-letter:uppercase">
              {weekRangeLabel(monday, addCalendarDays(monday, 6))}
            </h2>
            {view === 'missions' && week.data && (
              <p className="text-sm text-slate-500">{weekCountLabel(missions.length)}</p>
            )}
          </div>
          {view === 'missions' && <StatusLegend />}
        </div>
        <Tabs
          label={MSG.boardViews}
          value={view}
          onChange={(next) => go(monday, next)}
          tabs={[
            {
              value: 'agents',
              label: MSG.boardByAgent,
              content: <PlanningBoard days={days} today={today} />,
            },
            {
              value: 'missions',
              label: MSG.boardByMission,
              content: week.isPending ? (
                <LoadingState />
              ) : week.isError ? (
                <EmptyState
                  icon={TriangleAlert}
                  title={MSG.planningLoadError}
                  description={errorMessage(week.error, MSG.networkError)}
                  action={<Button onClick={() => void week.refetch()}>{MSG.uiRetry}</Button>}
                />
              ) : missions.length === 0 ? (
                <EmptyState
                  icon={CalendarX2}
                  title={MSG.planningWeekEmpty}
                  description={MSG.planningWeekEmptyHint}
                />
              ) : (
                <WeekCalendar days={layout} today={today} coverage={coverage} />
              ),
            },
          ]}
        />
      </Card>
    </>
  );
}
