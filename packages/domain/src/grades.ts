import { z } from 'zod';

/** The grades both agent forms offer (the two lists of the spec merged). */
export const GRADES = ['TRAINEE', 'AGENT', 'SENIOR_AGENT', 'TEAM_LEADER', 'SUPERVISOR'] as const;
export const GradeSchema = z.enum(GRADES);
export type Grade = z.infer<typeof GradeSchema>;

export const GRADE_LABELS: Record<Grade, string> = {
  TRAINEE: 'Stagiaire',
  AGENT: 'Agent',
  SENIOR_AGENT: 'Agent senior',
  TEAM_LEADER: "Chef d'équipe",
  SUPERVISOR: 'Superviseur',
};
