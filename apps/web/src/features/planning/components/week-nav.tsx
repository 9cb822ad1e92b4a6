import * as MSG from '@secops/domain/messages';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';

type WeekNavProps = { onPrevious: () => void; onToday: () => void; onNext: () => void };

/** Previous week, "Aujourd'hui" (back to the current week) and next week. */
export function WeekNav({ onPrevious, onToday, onNext }: WeekNavProps) {
  return (
    <nav aria-label={MSG.planningWeekNav} className="flex items-center gap-2">
      <Button
        variant="secondary"
        aria-label={MSG.planningPreviousWeek}
        title={MSG.planningPreviousWeek}
        icon={<ChevronLeft aria-hidden="true" />}
        onClick={onPrevious}
        className="px-2.5"
      />
      <Button variant="secondary" onClick={onToday}>
        {MSG.planningToday}
      </Button>
      <Button
        variant="secondary"
        aria-label={MSG.planningNextWeek}
        title={MSG.planningNextWeek}
        icon={<ChevronRight aria-hidden="true" />}
        onClick={onNext}
        className="px-2.5"
      />
    </nav>
  );
}
