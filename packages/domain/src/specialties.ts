import { z } from 'zod';

/** The five specialties the catalogue starts with; admins can add others. */
export const DEFAULT_SPECIALTIES = ['BODYGUARD', 'DRIVER', 'TEAM_LEADER', 'OBSERVER', 'TECHNICAL'] as const;
export const DefaultSpecialtySchema = z.enum(DEFAULT_SPECIALTIES);
export type DefaultSpecialty = z.infer<typeof DefaultSpecialtySchema>;

export const SPECIALTY_LABELS: Record<DefaultSpecialty, string> = {
  BODYGUARD: 'Garde du corps',
  DRIVER: 'Chauffeur',
  TEAM_LEADER: "Chef d'équipe",
  OBSERVER: 'Observateur',
  TECHNICAL: 'Technique',
};

export const isDefaultSpecialty = (code: string): code is DefaultSpecialty =>
  (DEFAULT_SPECIALTIES as readonly string[]).includes(code);

/** The French label of a specialty code; an unknown code is shown as is. */
export const specialtyLabel = (code: string): string =>
  isDefaultSpecialty(code) ? SPECIALTY_LABELS[code] : code;
