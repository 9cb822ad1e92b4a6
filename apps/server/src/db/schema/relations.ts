import { relations } from 'drizzle-orm';
import { agents } from './agents.ts';
import { attendances } from './attendance.ts';
import { certifications } from './certifications.ts';
import { chatMessages } from './chat.ts';
import { checklistItems, checklistTicks } from './checklists.ts';
import { clients } from './clients.ts';
import { documents } from './documents.ts';
import { equipment, equipmentAssignments } from './equipment.ts';
import { gpsLatestPositions } from './gps.ts';
import { incidents } from './incidents.ts';
import { missionAssignments, missionPerimeters, missions } from './missions.ts';
import { shifts } from './shifts.ts';
import { users } from './users.ts';

// Relations let repositories load nested data (db.query.missions.findFirst({ with: { assignments: true } })).
export const usersRelations = relations(users, ({ one }) => ({ agent: one(agents) }));

export const agentsRelations = relations(agents, ({ one, many }) => ({
  user: one(users, { fields: [agents.userId], references: [users.id] }),
  certifications: many(certifications),
  assignments: many(missionAssignments),
  shifts: many(shifts),
  attendances: many(attendances),
  latestPosition: one(gpsLatestPositions),
}));

export const certificationsRelations = relations(certifications, ({ one }) => ({
  agent: one(agents, { fields: [certifications.agentId], references: [agents.id] }),
}));

export const clientsRelations = relations(clients, ({ many }) => ({ missions: many(missions) }));

export const missionsRelations = relations(missions, ({ one, many }) => ({
  client: one(clients, { fields: [missions.clientId], references: [clients.id] }),
  perimeter: one(missionPerimeters),
  assignments: many(missionAssignments),
  shifts: many(shifts),
  incidents: many(incidents),
  checklists: many(checklistItems),
  attendances: many(attendances),
  documents: many(documents),
  messages: many(chatMessages),
}));

export const missionPerimetersRelations = relations(missionPerimeters, ({ one }) => ({
  mission: one(missions, { fields: [missionPerimeters.missionId], references: [missions.id] }),
}));

export const missionAssignmentsRelations = relations(missionAssignments, ({ one }) => ({
  mission: one(missions, { fields: [missionAssignments.missionId], references: [missions.id] }),
  agent: one(agents, { fields: [missionAssignments.agentId], references: [agents.id] }),
}));

export const shiftsRelations = relations(shifts, ({ one, many }) => ({
  agent: one(agents, { fields: [shifts.agentId], references: [agents.id] }),
  mission: one(missions, { fields: [shifts.missionId], references: [missions.id] }),
  attendances: many(attendances),
}));

export const checklistItemsRelations = relations(checklistItems, ({ one, many }) => ({
  mission: one(missions, { fields: [checklistItems.missionId], references: [missions.id] }),
  ticks: many(checklistTicks),
}));

export const checklistTicksRelations = relations(checklistTicks, ({ one }) => ({
  item: one(checklistItems, { fields: [checklistTicks.itemId], references: [checklistItems.id] }),
  agent: one(agents, { fields: [checklistTicks.agentId], references: [agents.id] }),
}));

export const incidentsRelations = relations(incidents, ({ one }) => ({
  mission: one(missions, { fields: [incidents.missionId], references: [missions.id] }),
  reporter: one(agents, { fields: [incidents.reporterId], references: [agents.id] }),
  reportedByUser: one(users, { fields: [incidents.reportedBy], references: [users.id] }),
}));

export const chatMessagesRelations = relations(chatMessages, ({ one }) => ({
  mission: one(missions, { fields: [chatMessages.missionId], references: [missions.id] }),
  sender: one(users, { fields: [chatMessages.senderId], references: [users.id] }),
}));

export const documentsRelations = relations(documents, ({ one }) => ({
  mission: one(missions, { fields: [documents.missionId], references: [missions.id] }),
  user: one(users, { fields: [documents.uploadedBy], references: [users.id] }),
}));

export const equipmentRelations = relations(equipment, ({ many }) => ({
  assignments: many(equipmentAssignments),
}));

export const equipmentAssignmentsRelations = relations(equipmentAssignments, ({ one }) => ({
  equipment: one(equipment, { fields: [equipmentAssignments.equipmentId], references: [equipment.id] }),
  agent: one(agents, { fields: [equipmentAssignments.agentId], references: [agents.id] }),
}));

export const attendancesRelations = relations(attendances, ({ one }) => ({
  agent: one(agents, { fields: [attendances.agentId], references: [agents.id] }),
  mission: one(missions, { fields: [attendances.missionId], references: [missions.id] }),
  shift: one(shifts, { fields: [attendances.shiftId], references: [shifts.id] }),
}));

export const gpsLatestPositionsRelations = relations(gpsLatestPositions, ({ one }) => ({
  agent: one(agents, { fields: [gpsLatestPositions.agentId], references: [agents.id] }),
  mission: one(missions, { fields: [gpsLatestPositions.missionId], references: [missions.id] }),
}));
