import { GRADE_LABELS, GRADES } from '@secops/domain/grades';

/** The grades both agent forms offer: Stagiaire, Agent, Agent senior, Chef d'équipe, Superviseur. */
export function GradeOptions({ emptyLabel }: { emptyLabel: string }) {
  return (
    <>
      <option value="">{emptyLabel}</option>
      {GRADES.map((grade) => (
        <option key={grade} value={grade}>
          {GRADE_LABELS[grade]}
        </option>
      ))}
    </>
  );
}
