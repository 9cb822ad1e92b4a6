import { z } from 'zod';
import type { DefaultSpecialty } from './specialties.ts';

export const CHECKLIST_CATEGORIES = ['perimeter', 'equipment', 'vehicle', 'other', 'general'] as const;
export const ChecklistCategorySchema = z.enum(CHECKLIST_CATEGORIES);
export type ChecklistCategory = z.infer<typeof ChecklistCategorySchema>;

export const CHECKLIST_CATEGORY_LABELS: Record<ChecklistCategory, string> = {
  perimeter: 'Périmètre',
  equipment: 'Équipement',
  vehicle: 'Véhicule',
  other: 'Autre',
  general: 'Général',
};

/** A task added by hand on the template page is required, in the general category. */
export const DEFAULT_CHECKLIST_CATEGORY: ChecklistCategory = 'general';

export const TemplateTaskSchema = z.strictObject({
  label: z.string().trim().min(1).max(300),
  required: z.boolean(),
  category: ChecklistCategorySchema,
});
export type TemplateTask = z.infer<typeof TemplateTaskSchema>;

const task = (label: string, category: ChecklistCategory, required = true): TemplateTask => ({
  label,
  required,
  category,
});

/** The default tasks per specialty; only briefing, cleaning, final report and backup test are optional. */
export const DEFAULT_CHECKLIST_TEMPLATES: Record<DefaultSpecialty, readonly TemplateTask[]> = {
  BODYGUARD: [
    task('Reconnaissance du périmètre et des itinéraires de repli', 'perimeter'),
    task("Repérage des issues de secours et des zones de mise à l'abri", 'perimeter'),
    task("Contrôle des points d'accès au site", 'perimeter'),
    task("Vérification de la radio et de l'oreillette", 'equipment'),
    task('Port du gilet pare-balles vérifié', 'equipment'),
    task("Contacts d'urgence du client et de l'hôpital le plus proche relevés", 'other'),
  ],
  DRIVER: [
    task('Contrôle des niveaux (huile, refroidissement, lave-glace)', 'vehicle'),
    task("Vérification de la pression et de l'état des pneus", 'vehicle'),
    task('Contrôle des feux et des clignotants', 'vehicle'),
    task('Plein de carburant effectué', 'vehicle'),
    task('Documents du véhicule à bord (carte grise, assurance)', 'vehicle'),
    task('Nettoyage intérieur et extérieur du véhicule', 'vehicle', false),
    task("Reconnaissance de l'itinéraire principal et des itinéraires de repli", 'perimeter'),
    task('Repérage des points de dépose et de stationnement', 'perimeter'),
  ],
  TEAM_LEADER: [
    task("Briefing de l'équipe", 'other', false),
    task('Contrôle de la présence et de la tenue des agents', 'other'),
    task('Répartition des postes et des rôles', 'other'),
    task('Point de contact avec le client et le responsable du site', 'other'),
    task("Validation des consignes d'urgence et du plan d'évacuation", 'other'),
    task('Rédaction du rapport de fin de mission', 'other', false),
  ],
  OBSERVER: [
    task("Contrôle des jumelles et de l'appareil photo", 'equipment'),
    task('Vérification de la radio et des batteries de rechange', 'equipment'),
    task("Installation au poste d'observation", 'perimeter'),
    task('Repérage des angles morts et des zones sensibles', 'perimeter'),
    task('Surveillance des véhicules et des personnes aux abords', 'perimeter'),
  ],
  TECHNICAL: [
    task('Test des caméras de vidéosurveillance', 'equipment'),
    task("Vérification du système d'alarme et des détecteurs", 'equipment'),
    task("Contrôle des lecteurs de badges et du contrôle d'accès", 'equipment'),
    task('Test des liaisons radio et du relais', 'equipment'),
    task('Test de la sauvegarde des enregistrements', 'equipment', false),
  ],
};

export type ChecklistDraftItem = TemplateTask & { assignedAgents: string[]; order: number };

/** Two tasks are the same task when they have the same label in the same category. */
const taskKey = (t: { label: string; category: string }) => `${t.category}\u0000${t.label}`;

/**
 * Builds a mission check-list from the templates of the assigned agents' specialties: a task shared by several
 * specialties (same label and category) appears once, and assignedAgents lists every agent it concerns.
 */
export function mergeChecklistTemplates(
  agents: readonly { id: string; specialties: readonly string[] }[],
  templateOf: (specialty: string) => readonly TemplateTask[] | undefined,
): ChecklistDraftItem[] {
  const byKey = new Map<string, ChecklistDraftItem>();
  for (const agent of agents) {
    for (const specialty of agent.specialties) {
      for (const t of templateOf(specialty) ?? []) {
        const key = taskKey(t);
        const item = byKey.get(key) ?? { ...t, assignedAgents: [], order: byKey.size };
        if (!item.assignedAgents.includes(agent.id)) item.assignedAgents.push(agent.id);
        item.required ||= t.required;
        byKey.set(key, item);
      }
    }
  }
  return [...byKey.values()];
}

/** GET /api/checklists/templates/{specialty}: the saved template, else the specialty's default tasks. */
export const ChecklistTemplateSchema = z.object({
  specialty: z.string(),
  items: z.array(TemplateTaskSchema),
  isDefault: z.boolean(),
});
export type ChecklistTemplate = z.infer<typeof ChecklistTemplateSchema>;

/** A task concerns an agent when it is assigned to nobody (everyone) or to that agent. */
export const taskConcerns = (assignedAgents: readonly string[], agentId: string): boolean =>
  assignedAgents.length === 0 || assignedAgents.includes(agentId);

type TeamTask = { id: string; label: string; category: string; assignedAgents: readonly string[] };
type TickedTeamTask = TeamTask & { ticks: readonly { agentId: string; checked: boolean }[] };
/** A task whose agents change: its id and its new assignedAgents. */
export type TaskReassignment = { id: string; assignedAgents: string[] };

/**
 * An agent joining a mission gets the tasks of their specialties as at creation: a task with the same label and
 * category gains them (one assigned to nobody already concerns everyone and is left alone), any other task is
 * added for them alone, after the existing ones.
 */
export function addAgentToChecklist(
  tasks: readonly TeamTask[],
  agent: { id: string; specialties: readonly string[] },
  templateOf: (specialty: string) => readonly TemplateTask[] | undefined,
): { reassigned: TaskReassignment[]; added: TemplateTask[] } {
  const reassigned = new Map<string, TaskReassignment>();
  const added: TemplateTask[] = [];
  for (const draft of mergeChecklistTemplates([agent], templateOf)) {
    const same = tasks.filter((t) => taskKey(t) === taskKey(draft));
    const first = same[0];
    if (!first) added.push({ label: draft.label, required: draft.required, category: draft.category });
    else if (same.every((t) => t.assignedAgents.length > 0 && !t.assignedAgents.includes(agent.id))) {
      reassigned.set(first.id, { id: first.id, assignedAgents: [...first.assignedAgents, agent.id] });
    }
  }
  return { reassigned: [...reassigned.values()], added };
}

/**
 * An agent leaving a mission is dropped from every task, so no task waits for them any more. A task that was only
 * theirs must not fall to everyone (an empty list means every agent): never ticked, it is deleted; ticked, it stays
 * assigned to the agents who ticked it, which keeps it done and concerning nobody else.
 */
export function removeAgentFromChecklist(
  tasks: readonly TickedTeamTask[],
  agentId: string,
): { reassigned: TaskReassignment[]; deleted: string[] } {
  const reassigned: TaskReassignment[] = [];
  const deleted: string[] = [];
  for (const task of tasks) {
    if (!task.assignedAgents.includes(agentId)) continue;
    const left = task.assignedAgents.filter((id) => id !== agentId);
    const tickers = [...new Set(task.ticks.filter((t) => t.checked).map((t) => t.agentId))];
    if (left.length > 0) reassigned.push({ id: task.id, assignedAgents: left });
    else if (tickers.length === 0) deleted.push(task.id);
    else if (tickers.join() !== task.assignedAgents.join()) {
      reassigned.push({ id: task.id, assignedAgents: tickers });
    }
  }
  return { reassigned, deleted };
}
