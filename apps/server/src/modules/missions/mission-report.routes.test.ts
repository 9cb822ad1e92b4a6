import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attendances, checklistItems, checklistTicks, shifts } from '../../db/schema/index.ts';
import { pdfText } from '../../lib/pdf/pdf-text.test-helper.ts';
import { authHeader, createUser, type TestUser } from '../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { seedAssignment, seedClient, seedIncident, seedMission } from '../incidents/incidents-fixtures.ts';

const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';
const ACCENTS = 'é è à ç ô œ €';

describe('mission report PDF', () => {
  let t: TestApp;
  let supervisor: TestUser;
  let agent: TestUser;
  let driver: TestUser;
  let outsider: TestUser;
  let missionId: string;

  beforeAll(async () => {
    t = await createTestApp();
    const db = t.database.db;
    supervisor = await createUser(db, { role: 'SUPERVISOR' });
    agent = await createUser(db, { role: 'AGENT', firstName: 'Noé', lastName: 'Garnier' });
    driver = await createUser(db, { role: 'LEAD', firstName: 'Zoé', lastName: 'Lefèvre' });
    outsider = await createUser(db, { role: 'LEAD' });
    const clientId = await seedClient(db, 'Société Générale d’Événements');
    missionId = await seedMission(db, {
      title: 'Visite officielle à Lyon',
      type: 'VIP_PROTECTION',
      status: 'ARCHIVED',
      clientId,
      startAt: new Date('2026-03-15T09:00:00Z'),
      endAt: new Date('2026-03-15T17:00:00Z'),
      locationAddress: '5 place Bellecour, 69002 Lyon',
      locationLat: 45.757814,
      locationLng: 4.832011,
      objective: `Protéger la délégation : ${ACCENTS}`,
      briefingNotes: 'Arrivée prévue gare Part-Dieu, véhicule blindé côté quai',
    });
    const agentId = agent.agentId as string;
    const driverId = driver.agentId as string;
    await seedAssignment(db, missionId, agentId, 'leader');
    await seedAssignment(db, missionId, driverId, 'driver');
    await db.insert(shifts).values({
      agentId,
      missionId,
      startAt: new Date('2026-03-15T08:30:00Z'),
      endAt: new Date('2026-03-15T12:30:00Z'),
      zone: 'Hall d’entrée',
    });
    await seedIncident(db, missionId, {
      title: 'Colis suspect à l’entrée',
      type: 'security',
      severity: 4,
      status: 'RESOLVED',
      reporterId: agentId,
      occurredAt: new Date('2026-03-15T10:15:00Z'),
    });
    const [shared, vehicle] = await db
      .insert(checklistItems)
      .values([
        { missionId, label: 'Contrôle des accès', category: 'perimeter', order: 0 },
        {
          missionId,
          label: 'Vérification du véhicule',
          category: 'vehicle',
          assignedAgents: [driverId],
          order: 1,
        },
      ])
      .returning({ id: checklistItems.id });
    await db.insert(checklistTicks).values([
      { itemId: shared?.id as string, agentId, checked: true },
      { itemId: shared?.id as string, agentId: driverId, checked: true },
      { itemId: vehicle?.id as string, agentId: driverId, checked: false },
    ]);
    await db.insert(attendances).values([
      { agentId, missionId, status: 'COMPLETED', regularHours: 4, overtimeHours: 0.5 },
      { agentId: driverId, missionId, status: 'COMPLETED', regularHours: 3.5, overtimeHours: 0 },
    ]);
  });
  afterAll(() => t.close());

  const download = async (id: string, user: TestUser | null = supervisor) =>
    t.app.inject({
      method: 'GET',
      url: `/api/missions/${id}/report/pdf`,
      headers: user ? await authHeader(t.app, user) : {},
    });

  it('downloads an archived mission’s report as an attached PDF named after the mission', async () => {
    const res = await download(missionId);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="mission-${missionId}-rapport.pdf"`,
    );
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('shows the mission details in French, accents intact, dates in Paris time', async () => {
    const text = await pdfText((await download(missionId)).rawPayload);
    for (const expected of [
      'Rapport de mission : Visite officielle à Lyon',
      'Client : Société Générale d’Événements',
      'Type : Protection rapprochée',
      'Statut : Archivée',
      'Début : 15/03/2026 10:00',
      'Fin : 15/03/2026 18:00',
      'Adresse : 5 place Bellecour, 69002 Lyon',
      'Coordonnées GPS : 45.757814, 4.832011',
      `Protéger la délégation : ${ACCENTS}`,
      'Arrivée prévue gare Part-Dieu, véhicule blindé côté quai',
    ]) {
      expect(text).toContain(expected);
    }
  });

  it('lists agents with roles, shifts, incidents, the check-list and the attendance summary', async () => {
    const text = await pdfText((await download(missionId)).rawPayload);
    expect(text).toMatch(/Noé Garnier\s+M-\w+\s+Chef de mission/);
    expect(text).toMatch(/Zoé Lefèvre\s+M-\w+\s+Chauffeur/);
    expect(text).toMatch(/Noé Garnier\s+15\/03\/2026 09:30\s+15\/03\/2026 13:30\s+Hall d’entrée/);
    expect(text).toMatch(
      /15\/03\/2026 11:15\s+Colis suspect à l’entrée\s+Sécurité\s+4\/5 – Élevé\s+Résolu\s+Noé Garnier/,
    );
    expect(text).toContain('1 / 2 tâches terminées (50 %)');
    expect(text).toMatch(/Contrôle des accès\s+Périmètre\s+Oui\s+Fait \(2\/2\)/);
    expect(text).toMatch(/Vérification du véhicule\s+Véhicule\s+Oui\s+À faire \(0\/1\)/);
    expect(text).toContain('Nombre de pointages : 2');
    expect(text).toContain('Heures normales : 7,50 h');
    expect(text).toContain('Heures supplémentaires : 0,50 h');
  });

  it('numbers the pages of a long report "Page n / N"', async () => {
    const busy = await seedMission(t.database.db, { title: 'Festival d’été' });
    for (let i = 1; i <= 60; i += 1) {
      await seedIncident(t.database.db, busy, { title: `Incident n°${i}`, description: 'Détail' });
    }
    const pages = (await pdfText((await download(busy)).rawPayload)).split('\f').filter((p) => p.trim());
    expect(pages.length).toBeGreaterThan(1);
    pages.forEach((page, i) => expect(page).toContain(`Page ${i + 1} / ${pages.length}`));
    expect(pages.join('')).toContain('Aucun agent affecté');
    expect(pages.join('')).toContain('Incident n°60');
  });

  it('lets an agent of the mission download it, not an agent of another mission', async () => {
    expect((await download(missionId, agent)).statusCode).toBe(200);
    expect((await download(missionId, driver)).statusCode).toBe(200);
    expect((await download(missionId, outsider)).statusCode).toBe(403);
  });

  it('answers 404 for an unknown mission, 400 for a malformed id and 401 without sign-in', async () => {
    expect((await download(UNKNOWN_ID)).statusCode).toBe(404);
    const bad = await download('pas-un-id');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).toBe('VALIDATION');
    expect((await download(missionId, null)).statusCode).toBe(401);
  });
});
