import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_CHECKLIST_TEMPLATES } from '@secops/domain/checklists';
import * as MSG from '@secops/domain/messages';
import { specialties } from '../../db/schema/index.ts';
import { createUser, type TestUser } from '../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { caller } from '../missions/missions.fixtures.ts';

describe('saving and resetting check-list templates', () => {
  let t: TestApp;
  let call: ReturnType<typeof caller>;
  let supervisor: TestUser;
  beforeAll(async () => {
    t = await createTestApp();
    call = caller(t.app);
    supervisor = await createUser(t.database.db, { role: 'SUPERVISOR' });
    await t.database.db.insert(specialties).values({ code: 'Cynophile', label: 'Cynophile' });
  });
  afterAll(() => t.close());

  const items = [
    { label: 'Vérifier le véhicule de patrouille', required: true, category: 'vehicle' },
    { label: 'Briefing sécurité', required: false, category: 'other' },
    { label: 'Tâche ajoutée à la main' },
  ];

  it('replaces a template with the given tasks, in order, and serves it from then on', async () => {
    const res = await call(supervisor, 'PUT', '/api/checklists/templates/DRIVER', { items });
    expect(res.statusCode).toBe(200);
    const expected = {
      specialty: 'DRIVER',
      isDefault: false,
      items: [items[0], items[1], { label: 'Tâche ajoutée à la main', required: true, category: 'general' }],
    };
    expect(res.json()).toEqual(expected);
    expect((await call(supervisor, 'GET', '/api/checklists/templates/DRIVER')).json()).toEqual(expected);
    const all = (await call(supervisor, 'GET', '/api/checklists/templates')).json();
    expect(all.find((tpl: { specialty: string }) => tpl.specialty === 'DRIVER')).toEqual(expected);
  });

  it("goes back to the spec's default tasks on reset", async () => {
    await call(supervisor, 'PUT', '/api/checklists/templates/BODYGUARD', { items: [] });
    const res = await call(supervisor, 'POST', '/api/checklists/templates/BODYGUARD/reset');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      specialty: 'BODYGUARD',
      isDefault: true,
      items: DEFAULT_CHECKLIST_TEMPLATES.BODYGUARD,
    });
  });

  it('saves the template of a specialty added to the catalogue, which starts empty', async () => {
    const empty = await call(supervisor, 'GET', '/api/checklists/templates/Cynophile');
    expect(empty.json()).toEqual({ specialty: 'Cynophile', isDefault: true, items: [] });
    const saved = await call(supervisor, 'PUT', '/api/checklists/templates/Cynophile', {
      items: [{ label: 'Contrôle du chien', required: true, category: 'equipment' }],
    });
    expect(saved.json().items).toHaveLength(1);
    const reset = await call(supervisor, 'POST', '/api/checklists/templates/Cynophile/reset');
    expect(reset.json().items).toEqual([]);
  });

  it('answers 404 for a code outside the catalogue', async () => {
    const put = await call(supervisor, 'PUT', '/api/checklists/templates/PLONGEUR', { items });
    expect(put.statusCode).toBe(404);
    expect(put.json().message).toBe(MSG.checklistTemplateNotFound);
    const reset = await call(supervisor, 'POST', '/api/checklists/templates/PLONGEUR/reset');
    expect(reset.statusCode).toBe(404);
  });

  it.each([
    [{}, MSG.validation],
    [{ items: [{ label: ' ' }] }, MSG.checklistLabelRequired],
    [{ items: [{ label: 'A', category: 'cuisine' }] }, MSG.checklistCategoryInvalid],
    [{ items: [{ label: 'A', required: 'oui' }] }, MSG.booleanExpected],
    [{ items: [{ label: 'A' }, { label: 'a', category: 'general' }] }, MSG.checklistTemplateDuplicate],
    [{ items: Array.from({ length: 101 }, (_, i) => ({ label: `T${i}` })) }, MSG.checklistTemplateTooMany],
  ])('answers 400 in French for %o', async (body, message) => {
    const res = await call(supervisor, 'PUT', '/api/checklists/templates/OBSERVER', body);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
  });

  it('refuses field users (403)', async () => {
    const agent = await createUser(t.database.db, { role: 'AGENT' });
    expect((await call(agent, 'PUT', '/api/checklists/templates/DRIVER', { items })).statusCode).toBe(403);
    expect((await call(agent, 'POST', '/api/checklists/templates/DRIVER/reset')).statusCode).toBe(403);
  });
});
