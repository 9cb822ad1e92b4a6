import type { ChecklistItem, ChecklistTick } from '@secops/domain/missions.schemas';
import type { checklistItems, checklistTicks } from '../../db/schema/index.ts';

type TickRow = Pick<
  typeof checklistTicks.$inferSelect,
  'agentId' | 'checked' | 'signedAt' | 'receivedAt' | 'declaredAt'
>;
type ItemRow = typeof checklistItems.$inferSelect & { ticks: TickRow[] };

export const presentTick = (tick: TickRow): ChecklistTick => ({
  agentId: tick.agentId,
  checked: tick.checked,
  signedAt: tick.signedAt?.toISOString() ?? null,
  receivedAt: (tick.receivedAt ?? tick.signedAt)?.toISOString() ?? null,
  declaredAt: tick.declaredAt?.toISOString() ?? null,
});

export const presentChecklistItem = (item: ItemRow): ChecklistItem => ({
  id: item.id,
  missionId: item.missionId,
  label: item.label,
  category: item.category,
  required: item.required,
  assignedAgents: item.assignedAgents,
  order: item.order,
  ticks: item.ticks.map(presentTick),
});
