import type { Tx } from '../client.ts';
import { chatMessages, equipment, equipmentAssignments, incidents, vehicles } from '../schema/index.ts';
import type { DemoCalendar } from './calendar.ts';
import type { DemoIds } from './demo.ts';
import { DEMO_EQUIPMENT, DEMO_VEHICLES, demoChat, demoIncidents } from './operations.data.ts';

/** Incidents, the chat of the mission in progress, equipment (some of it handed out) and vehicles. */
export async function insertOperations(
  tx: Tx,
  calendar: DemoCalendar,
  ids: DemoIds,
  missionByKey: Map<string, string>,
): Promise<void> {
  await tx.insert(incidents).values(
    demoIncidents(calendar).map(({ mission, reporter, ...incident }) => ({
      ...incident,
      missionId: missionByKey.get(mission)!,
      reporterId: ids.agentByMatricule.get(reporter),
    })),
  );

  await tx.insert(chatMessages).values(
    demoChat(calendar).map((message) => ({
      missionId: missionByKey.get('delegation')!,
      senderId: ids.userByEmail.get(message.sender),
      type: message.type,
      content: message.content,
      createdAt: message.at,
    })),
  );

  const items = await tx
    .insert(equipment)
    .values(DEMO_EQUIPMENT.map(({ heldBy: _heldBy, ...item }) => item))
    .returning({ id: equipment.id, serial: equipment.serial });
  const held = DEMO_EQUIPMENT.filter((item) => item.heldBy);
  await tx.insert(equipmentAssignments).values(
    held.map((item) => ({
      equipmentId: items.find((row) => row.serial === item.serial)!.id,
      agentId: ids.agentByMatricule.get(item.heldBy!)!,
      notes: 'Remis en début de vacation.',
      outAt: calendar.hours(-3),
    })),
  );

  await tx.insert(vehicles).values(
    DEMO_VEHICLES.map(({ heldBy, ...vehicle }) => ({
      ...vehicle,
      assignedAgentId: heldBy ? ids.agentByMatricule.get(heldBy) : null,
    })),
  );
}
