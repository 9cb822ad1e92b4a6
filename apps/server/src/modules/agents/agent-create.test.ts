import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as MSG from '@secops/domain/messages';
import { agents, mailOutbox, resetTokens, specialties, users } from '../../db/schema/index.ts';
import { authHeader, createUser, type TestUser } from '../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

describe('POST /api/agents', () => {
  let t: TestApp;
  let admin: TestUser;
  let supervisor: TestUser;
  beforeAll(async () => {
    t = await createTestApp({ PUBLIC_URL: 'https://ops.example.fr' });
    admin = await createUser(t.database.db, { role: 'ADMIN' });
    supervisor = await createUser(t.database.db, { role: 'SUPERVISOR' });
  });
  afterAll(() => t.close());

  let n = 0;
  const unique = () => `${Date.now().toString(36)}${(n += 1)}`;
  const newAgent = (extra: object = {}) => ({
    email: `agent-${unique()}@exemple.fr`,
    password: 'Motdepasse-2024',
    firstName: 'Sofiane',
    lastName: 'Benali',
    matricule: `AG-${unique()}`,
    phone: '06 12 34 56 78',
    grade: 'SENIOR_AGENT',
    specialties: ['BODYGUARD', 'DRIVER'],
    ...extra,
  });
  const post = async (payload: object, user: TestUser = admin) =>
    t.app.inject({ method: 'POST', url: '/api/agents', payload, headers: await authHeader(t.app, user) });
  const mailsTo = (email: string) => t.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, email));
  const tokenIn = (text: string) =>
    new URL(/https:\/\/\S+/.exec(text)?.[0] ?? 'https://x').searchParams.get('token') ?? '';

  it('creates the AGENT account and the agent at once, and answers 201 with the profile', async () => {
    const body = newAgent();
    const res = await post(body, supervisor);
    expect(res.statusCode).toBe(201);
    const agent = res.json();
    expect(agent).toMatchObject({
      id: expect.any(String),
      firstName: 'Sofiane',
      lastName: 'Benali',
      matricule: body.matricule,
      grade: 'SENIOR_AGENT',
      phone: '06 12 34 56 78',
      email: body.email,
      isActive: true,
      deleted: false,
      specialties: ['BODYGUARD', 'DRIVER'],
      certifications: [],
      user: { email: body.email, isActive: true, role: 'AGENT' },
      _count: { assignments: 0 },
    });
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: body.email, password: body.password },
    });
    expect(login.statusCode).toBe(200);
    expect(login.json().user).toMatchObject({ role: 'AGENT', agent: { id: agent.id } });
  });

  it('mails an invitation whose link sets the password through the reset page (72 hours)', async () => {
    const body = newAgent({ password: undefined, firstName: 'Maëlle' });
    expect((await post(body)).statusCode).toBe(201);
    const [mail] = await mailsTo(body.email);
    expect(mail).toMatchObject({ subject: MSG.inviteMailSubject, status: 'queued' });
    expect(mail?.text).toContain('Bonjour Maëlle,');
    expect(mail?.text).toContain('72 heures');
    expect(mail?.text).toMatch(/https:\/\/ops\.example\.fr\/reset-password\?token=[\w-]{43}/);
    const [token] = await t.database.db
      .select()
      .from(resetTokens)
      .innerJoin(users, eq(users.id, resetTokens.userId))
      .where(eq(users.email, body.email));
    expect(token?.reset_tokens.purpose).toBe('invite');
    const validHours = (token!.reset_tokens.expiresAt.getTime() - Date.now()) / 3600_000;
    expect(validHours).toBeGreaterThan(71);

    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token: tokenIn(mail!.text), newPassword: 'Choisi-par-moi-1' },
    });
    expect(reset.statusCode).toBe(200);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: body.email, password: 'Choisi-par-moi-1' },
    });
    expect(login.statusCode).toBe(200);
  });

  it('takes the two-call path too: POST /api/users, then POST /api/agents with the userId', async () => {
    const email = `deux-appels-${unique()}@exemple.fr`;
    const headers = await authHeader(t.app, admin);
    const user = await t.app.inject({
      method: 'POST',
      url: '/api/users',
      headers,
      payload: { email, password: 'Motdepasse-2024', role: 'AGENT', firstName: 'Léa', lastName: 'Morel' },
    });
    expect(user.statusCode).toBe(201);
    const { email: _e, password: _p, ...fields } = newAgent();
    const res = await post({ ...fields, userId: user.json().id, firstName: 'Léa', lastName: 'Morel' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ userId: user.json().id, email, firstName: 'Léa' });
    expect(await mailsTo(email)).toHaveLength(1);
    const again = await post({
      ...newAgent(),
      email: undefined,
      password: undefined,
      userId: user.json().id,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(MSG.agentUserHasAgent);
  });

  it('refuses a taken e-mail or matricule with 409 and writes nothing', async () => {
    const first = newAgent();
    expect((await post(first)).statusCode).toBe(201);
    const sameEmail = await post(newAgent({ email: first.email.toUpperCase() }));
    expect(sameEmail.statusCode).toBe(409);
    expect(sameEmail.json().message).toBe('Cet email est déjà utilisé');
    const second = newAgent({ matricule: first.matricule.toLowerCase() });
    const sameMatricule = await post(second);
    expect(sameMatricule.statusCode).toBe(409);
    expect(sameMatricule.json().message).toBe('Ce matricule est déjà utilisé');
    expect(await t.database.db.select().from(users).where(eq(users.email, second.email))).toHaveLength(0);
    expect(await mailsTo(second.email)).toHaveLength(0);
  });

  it('adds new specialties to the catalogue, trimmed, matching known labels and ignoring empty ones', async () => {
    const res = await post(newAgent({ specialties: [' Maître-chien ', 'chauffeur', '', 'DRIVER', '  '] }));
    expect(res.statusCode).toBe(201);
    expect(res.json().specialties).toEqual(['Maître-chien', 'DRIVER']);
    const added = await t.database.db.select().from(specialties).where(eq(specialties.code, 'Maître-chien'));
    expect(added).toEqual([expect.objectContaining({ label: 'Maître-chien' })]);
  });

  it.each([
    [{ email: undefined }, MSG.agentAccountChoice],
    [{ userId: '00000000-0000-4000-8000-000000000000' }, MSG.agentAccountChoice],
    [{ matricule: '' }, MSG.matriculeRequired],
    [{ firstName: ' ' }, MSG.firstNameRequired],
    [{ password: 'court' }, MSG.passwordTooShort],
    [{ grade: 'GENERAL' }, MSG.gradeInvalid],
    [{ phone: 'pas un numéro' }, MSG.phoneInvalid],
    [{ dateOfBirth: '2999-01-01' }, MSG.dateOfBirthInvalid],
    [{ role: 'ADMIN' }, `${MSG.unknownField} : role`],
  ])('answers 400 in French for %o', async (change, message) => {
    const res = await post(newAgent(change));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
  });

  it('answers 404 for an unknown userId', async () => {
    const { email: _e, password: _p, ...fields } = newAgent();
    const res = await post({ ...fields, userId: '00000000-0000-4000-8000-000000000000' });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(MSG.agentUserNotFound);
  });

  it.each(['SUPERADMIN', 'ADMIN', 'SUPERVISOR'] as const)(
    'refuses to attach an agent to a %s account, and mails it no link',
    async (role) => {
      const target = await createUser(t.database.db, { role, withAgent: false });
      const { email: _e, password: _p, ...fields } = newAgent();
      for (const actor of [supervisor, admin]) {
        const res = await post({ ...fields, userId: target.id }, actor);
        expect(res.statusCode).toBe(400);
        expect(res.json()).toMatchObject({ code: 'NOT_FIELD_ACCOUNT', message: MSG.agentUserRoleInvalid });
      }
      expect(await t.database.db.select().from(agents).where(eq(agents.userId, target.id))).toHaveLength(0);
      expect(await mailsTo(target.email)).toHaveLength(0);
    },
  );

  it('attaches an agent to an existing LEAD account', async () => {
    const lead = await createUser(t.database.db, { role: 'LEAD', withAgent: false });
    const { email: _e, password: _p, ...fields } = newAgent();
    const res = await post({ ...fields, userId: lead.id }, supervisor);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ userId: lead.id, email: lead.email });
  });

  it.each(['AGENT', 'LEAD'] as const)('refuses %s with 403', async (role) => {
    const me = await createUser(t.database.db, { role });
    const body = newAgent();
    expect((await post(body, me)).statusCode).toBe(403);
    expect(
      await t.database.db.select().from(agents).where(eq(agents.matricule, body.matricule)),
    ).toHaveLength(0);
  });
});
