import type { Alert } from '@secops/domain/alerts';
import { agentFreshness } from '@secops/domain/freshness';
import { describe, expect, it } from 'vitest';
import type { AgentOnMap } from './live-positions.ts';
import { listMapAlerts, type SosOnMap } from './map-alerts.ts';

const NOW = new Date('2026-11-25T12:00:00Z');
const timestamp = new Date(NOW.getTime() - 10_000).toISOString();
const agentOnMap = (agentId: string, lat: number, lng: number): AgentOnMap => ({
  agentId,
  missionId: 'm1',
  lat,
  lng,
  accuracy: 10,
  speed: null,
  heading: null,
  battery: null,
  timestamp,
  agent: { firstName: 'Emma', lastName: 'Petit', photo: null, matricule: 'AG-0002' },
  mission: { title: 'Garde du Louvre' },
  freshness: agentFreshness(timestamp, NOW),
});
const alert = (id: string, fields: Partial<Alert> = {}): Alert => ({
  id,
  type: 'NO_SHOW',
  status: 'OPEN',
  agent: { id: 'agent-1', name: 'Emma Petit' },
  mission: { id: 'm1', title: 'Garde du Louvre' },
  shiftId: 'shift-1',
  raisedAt: '2026-11-25T11:50:00Z',
  cause: "Pas de prise de poste 10 min après le début de l'horaire de 12:40",
  acknowledgedBy: null,
  acknowledgedAt: null,
  resolvedAt: null,
  resolution: null,
  sosId: null,
  incidentId: null,
  ...fields,
});
const sos: SosOnMap = {
  id: 'sos-1',
  status: 'OPEN',
  lat: 48.86,
  lng: 2.33,
  createdAt: '2026-11-25T11:58:00Z',
  agent: { id: 'agent-2', firstName: 'Lucas', lastName: 'Martin', photo: null, phone: null, falseAlarms: 0 },
  mission: null,
};

describe('live map alerts', () => {
  it('are the open dispatch alerts, in the order given, taken or resolved ones left out', () => {
    const alerts = [
      alert('a', { type: 'OUTSIDE_PERIMETER' }),
      alert('b', { status: 'ACKNOWLEDGED' }),
      alert('c', { status: 'RESOLVED' }),
      alert('d', { type: 'INCIDENT_HIGH', agent: null, mission: null }),
    ];
    const listed = listMapAlerts({ alerts, agents: [], sos: [] });
    expect(listed.map((item) => [item.key, item.type, item.agentName])).toEqual([
      ['a', 'OUTSIDE_PERIMETER', 'Emma Petit'],
      ['d', 'INCIDENT_HIGH', null],
    ]);
    expect(listed[0]).toMatchObject({ missionTitle: 'Garde du Louvre', since: '2026-11-25T11:50:00Z' });
  });

  it("places an SOS alert where the SOS was raised, another at the agent's last position, else nowhere", () => {
    const alerts = [
      alert('sos', { type: 'SOS', sosId: 'sos-1', agent: { id: 'agent-2', name: 'Lucas Martin' } }),
      alert('seen'),
      alert('unseen', { agent: { id: 'agent-9', name: 'Hugo Leroy' } }),
    ];
    const agents = [agentOnMap('agent-1', 48.8679, 2.3299)];
    expect(listMapAlerts({ alerts, agents, sos: [sos] }).map((item) => item.position)).toEqual([
      { lat: 48.86, lng: 2.33 },
      { lat: 48.8679, lng: 2.3299 },
      null,
    ]);
  });
});
