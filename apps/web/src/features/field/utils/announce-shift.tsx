import * as MSG from '@secops/domain/messages';
import { SHIFT_ALERT_TOAST_MS } from '@secops/domain/shift-alert';
import type { AgentShift } from '@secops/domain/planning.schemas';
import { formatMessage } from '../../../lib/format-message.ts';
import { formatTime } from '../../../lib/format.ts';
import { notify } from '../../../lib/notify.ts';
import { playShiftAlertSound } from './shift-alert-sound.ts';
import { notifyShift } from './shift-notification.ts';

/** The path the alert's 'Voir' action opens: the attendance screen, to clock in. */
export const SHIFT_ALERT_TARGET = '/agent/attendance';

/**
 * Warns the agent that a shift starts within 5 minutes: a 10 s toast (reminder, mission, address, start time and a
 * 'Voir' action), the alert tone and a system notification when allowed.
 */
export function announceShift(shift: AgentShift, onView: () => void): void {
  const title = shift.mission.title;
  const address = shift.mission.locationAddress ?? MSG.missionNoAddress;
  const startsAt = formatMessage(MSG.shiftAlertStartsAt, { time: formatTime(shift.startAt) });
  notify((toast) =>
    toast.warning(MSG.shiftAlertTitle, {
      id: `shift-alert-${shift.id}`,
      duration: SHIFT_ALERT_TOAST_MS,
      // Dark text and a large 'Voir' button: the agent may read this outdoors, on the move.
      classNames: {
        title: 'text-base! font-bold! text-slate-900!',
        actionButton: 'h-11! rounded-lg! px-4! text-base! font-semibold!',
      },
      description: (
        <span className="block space-y-0.5 text-sm text-slate-900">
          <span className="block font-semibold">{MSG.shiftAlertReminder}</span>
          <span className="block">{title}</span>
          <span className="block text-slate-700">{address}</span>
          <span className="block font-semibold">{startsAt}</span>
        </span>
      ),
      action: { label: MSG.shiftAlertView, onClick: onView },
    }),
  );
  playShiftAlertSound();
  notifyShift(shift.id, MSG.shiftAlertTitle, [MSG.shiftAlertReminder, title, address, startsAt].join('\n'));
}
