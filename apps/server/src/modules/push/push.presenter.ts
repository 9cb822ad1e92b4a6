import { ALERT_TYPE_LABELS, type Alert } from '@secops/domain/alerts';
import { mentionNotification } from '@secops/domain/chat';
import { formatMessage } from '@secops/domain/format-message';
import * as MSG from '@secops/domain/messages';
import { PLANNING_TIME_ZONE } from '@secops/domain/planning';
import { planningChangeText, type PlanningChange } from '@secops/domain/planning-change';
import { isField, type Role } from '@secops/domain/roles';
import type { PushPayload } from '@secops/domain/push';
import type { Sos } from '@secops/domain/sos';

const timeInParis = new Intl.DateTimeFormat('fr-FR', {
  timeZone: PLANNING_TIME_ZONE,
  hour: '2-digit',
  minute: '2-digit',
});

/** "SOS — {agent}", the mission if the agent is on one; opens the live map. */
export function sosPayload(sos: Pick<Sos, 'id' | 'agent' | 'mission'>): PushPayload {
  const name = `${sos.agent.firstName} ${sos.agent.lastName}`.trim();
  return {
    title: formatMessage(MSG.pushSosTitle, { name }),
    body: sos.mission
      ? formatMessage(MSG.sosBannerMission, { title: sos.mission.title })
      : MSG.sosBannerNoMission,
    url: '/admin/gps',
    tag: `sos-${sos.id}`,
  };
}

/** A dispatch alert pushed to staff (NO_SHOW, INCIDENT_HIGH): its kind and agent, and why; opens the Alertes page. */
export function alertPayload(alert: Pick<Alert, 'id' | 'type' | 'agent' | 'cause'>): PushPayload {
  const who = alert.agent ? ` — ${alert.agent.name}` : '';
  return {
    title: `${ALERT_TYPE_LABELS[alert.type]}${who}`,
    body: alert.cause,
    url: '/admin/alertes',
    tag: `alert-${alert.id}`,
  };
}

export type ShiftAlert = { shiftId: string; startAt: Date; missionTitle: string; address: string | null };

/**
 * The shift alert as the field app words it (reminder, mission, address, start time); opens the attendance screen
 * where the agent clocks in, as the in-app alert's 'Voir' does.
 */
export function shiftPayload(shift: ShiftAlert): PushPayload {
  const startsAt = formatMessage(MSG.shiftAlertStartsAt, { time: timeInParis.format(shift.startAt) });
  return {
    title: MSG.shiftAlertTitle,
    body: [MSG.shiftAlertReminder, shift.missionTitle, shift.address ?? MSG.missionNoAddress, startsAt].join(
      '\n',
    ),
    url: '/agent/attendance',
    tag: `shift-${shift.shiftId}`,
  };
}

/** 'Votre planning a changé' and what changed; opens Mes Missions. One notification per shift, the latest. */
export function planningPayload(change: PlanningChange): PushPayload {
  return { ...planningChangeText(change), url: '/agent', tag: `planning-${change.shiftId}` };
}

/** "{sender} vous a mentionné" and the start of the message; opens the mission's page of the recipient's area. */
export function mentionPayload(input: {
  missionId: string;
  sender: string;
  content: string;
  recipientRole: Role;
}): PushPayload {
  const { title, body } = mentionNotification(input.sender, input.content);
  const area = isField(input.recipientRole) ? '/agent' : '/admin';
  return { title, body, url: `${area}/missions/${input.missionId}`, tag: `chat-${input.missionId}` };
}
