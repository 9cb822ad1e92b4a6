/**
 * The one catalogue of French texts the spec names, shared by server and web: one export per text, in one file
 * per area (messages/), so that a bundle keeps only the texts it reads and each screen's texts come with it.
 * Read them as `import * as MSG from '@secops/domain/messages'` then `MSG.key`.
 */
export * from './messages/sign-in-and-session.ts';
export * from './messages/generic-errors.ts';
export * from './messages/accounts-and-reference-data.ts';
export * from './messages/web-shells-and-navigation.ts';
export * from './messages/web-screen-titles.ts';
export * from './messages/web-sign-in-screens.ts';
export * from './messages/web-common-states.ts';
export * from './messages/missions-assignments-check-lists.ts';
export * from './messages/date-inputs.ts';
export * from './messages/clients-incidents-address-lookup.ts';
export * from './messages/planning.ts';
export * from './messages/tracking-chat-documents.ts';
export * from './messages/agents-certifications-photos.ts';
export * from './messages/accounts-and-settings.ts';
export * from './messages/equipment-and-vehicles.ts';
export * from './messages/check-list-templates.ts';
export * from './messages/web-shared-actions-and-confirmations.ts';
export * from './messages/web-dashboard.ts';
export * from './messages/web-missions-list.ts';
export * from './messages/web-mission-form.ts';
export * from './messages/web-mission-detail.ts';
export * from './messages/web-incidents.ts';
export * from './messages/web-clients.ts';
export * from './messages/web-calls.ts';
export * from './messages/web-agents.ts';
export * from './messages/web-equipment-and-vehicles.ts';
export * from './messages/web-settings.ts';
export * from './messages/web-check-list-templates.ts';
export * from './messages/web-live-tracking.ts';
export * from './messages/web-mission-chat.ts';
export * from './messages/web-mission-documents.ts';
export * from './messages/web-planning.ts';
export * from './messages/web-board.ts';
export * from './messages/attendance-rules.ts';
export * from './messages/web-field-area.ts';
export * from './messages/field-offline.ts';
export * from './messages/web-attendance.ts';
export * from './messages/checklist-tasks.ts';
export * from './messages/server-call-signaling.ts';
export * from './messages/sos.ts';
export * from './messages/web-push-notifications.ts';
export * from './messages/calendar.ts';
export * from './messages/working-time.ts';
export * from './messages/unavailability.ts';
export * from './messages/logbook.ts';
export * from './messages/alerts.ts';
export * from './messages/rounds.ts';
export * from './messages/web-rounds-staff.ts';
export * from './messages/web-rounds-field.ts';
export * from './messages/client-portal.ts';
export * from './messages/web-client-staff.ts';
export * from './messages/web-client-portal.ts';
