// The done rule is shared with the web's check-list panel.
export { checklistCompletion, taskProgress, type TaskProgress } from '@secops/domain/checklist-progress';

type Attendance = { regularHours: number; overtimeHours: number };

/** Attendance totals: how many, and the regular and overtime hours they add up to. */
export function attendanceTotals(rows: readonly Attendance[]): {
  count: number;
  regular: number;
  overtime: number;
} {
  return rows.reduce(
    (sum, a) => ({
      count: sum.count + 1,
      regular: sum.regular + a.regularHours,
      overtime: sum.overtime + a.overtimeHours,
    }),
    { count: 0, regular: 0, overtime: 0 },
  );
}
