// The SOS rules without their zod schemas: the guard's shell loads this, not zod.

export const SOS_STATUSES = ['OPEN', 'ACKNOWLEDGED', 'CLOSED'] as const;
export type SosStatus = (typeof SOS_STATUSES)[number];

export const SOS_STATUS_LABELS: Record<SosStatus, string> = {
  OPEN: 'Ouverte',
  ACKNOWLEDGED: 'Prise en charge',
  CLOSED: 'Clôturée',
};

/** How long the SOS button is held before it fires (or three taps within TAP_WINDOW). */
export const SOS_HOLD_MS = 2000;
export const SOS_TAPS = 3;
export const SOS_TAP_WINDOW_MS = 1500;
