import type { Alert } from '@secops/domain/alerts';

/** An open no-show alert of Emma Petit on the Louvre's post, with the fields a test changes. */
export const testAlert = (id: string, fields: Partial<Alert> = {}): Alert => ({
  id,
  type: 'NO_SHOW',
  status: 'OPEN',
  agent: { id: 'agent-1', name: 'Emma Petit' },
  mission: { id: 'mission-1', title: 'Garde du Louvre' },
  shiftId: 'shift-1',
  raisedAt: '2026-11-25T20:10:00Z',
  cause: "Pas de prise de poste 10 min après le début de l'horaire de 21:00",
  acknowledgedBy: null,
  acknowledgedAt: null,
  resolvedAt: null,
  resolution: null,
  sosId: null,
  incidentId: null,
  ...fields,
});
