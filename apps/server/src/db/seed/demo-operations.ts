import type { DemoCalendar } from './calendar.ts';
import type { DemoIds } from './demo-people.ts';
import type { DemoRows } from './demo-rows.ts';
import { DEMO_EQUIPMENT, DEMO_VEHICLES, demoChat, demoIncidents } from './operations.data.ts';

export type DemoOperationRows = Pick<
  DemoRows,
  'incidents' | 'chatMessages' | 'equipment' | 'equipmentAssignments' | 'vehicles'
>;

/** Incidents, the chat of the mission in progress, equipment (some of it handed out) and vehicles. */
export function demoOperationRows(
  calendar: DemoCalendar,
  ids: DemoIds,
  missionByKey: Map<string, string>,
  nextId: () => string,
): DemoOperationRows {
  const items = DEMO_EQUIPMENT.map(({ heldBy, ...item }) => ({ heldBy, row: { id: nextId(), ...item } }));
  return {
    incidents: demoIncidents(calendar).map(({ mission, reporter, ...incident }) => ({
      id: nextId(),
      ...incident,
      missionId: missionByKey.get(mission)!,
      reporterId: ids.agentByMatricule.get(reporter),
    })),
    chatMessages: demoChat(calendar).map((message) => ({
      id: nextId(),
      missionId: missionByKey.get('delegation')!,
      senderId: ids.userByEmail.get(message.sender),
      type: message.type,
      content: message.content,
      createdAt: message.at,
      receivedAt: message.at,
    })),
    equipment: items.map((item) => item.row),
    equipmentAssignments: items.flatMap(({ heldBy, row }) =>
      heldBy
        ? [
            {
              id: nextId(),
              equipmentId: row.id,
              agentId: ids.agentByMatricule.get(heldBy)!,
              notes: 'Remis en début de vacation.',
              outAt: calendar.hours(-3),
            },
          ]
        : [],
    ),
    vehicles: DEMO_VEHICLES.map(({ heldBy, ...vehicle }) => ({
      id: nextId(),
      ...vehicle,
      assignedAgentId: heldBy ? ids.agentByMatricule.get(heldBy) : null,
    })),
  };
}
