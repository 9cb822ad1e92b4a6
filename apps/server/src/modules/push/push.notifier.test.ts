import { eq, inArray } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ChatMessageEvent } from '@secops/domain/chat';
import type { PushPayload } from '@secops/domain/push';
import type { Sos } from '@secops/domain/sos';
import { attendances, pushSubscriptions, shifts } from '../../db/schema/index.ts';
import { createUser, type TestUser } from '../../test/fixtures.ts';
import { subscriberKeys } from '../../test/push-service.ts';
import { createMission } from '../../test/realtime-fixtures.ts';
import { createTestDatabase } from '../../test/test-app.ts';
import type { Database } from '../../db/client.ts';
import { createPushNotifier } from './push.notifier.ts';
import { createPushSender } from './push.sender.ts';
import type { PushTarget, TransportOptions } from './push.transport.ts';

type Sent = { endpoint: string; payload: PushPayload; options: TransportOptions };
const MINUTE = 60_000;

describe('push sending', () => {
  let database: Database;
  let drop: () => Promise<void>;
  let agent: TestUser;
  let lead: TestUser;
  let admin: TestUser;
  let supervisor: TestUser;
  let formerStaff: TestUser;
  let missionId: string;
  let sent: Sent[];
  let warnings: unknown[];
  /** What the fake push service answers, by endpoint (201 when not named; 'hang' never answers). */
  let answers: Map<string, number | 'hang'>;

  const log = {
    warn: (obj: unknown) => void warnings.push(obj),
    error: (obj: unknown) => void warnings.push(obj),
    debug: () => undefined,
  } as unknown as FastifyBaseLogger;

  const transport = async (target: PushTarget, body: string, options: TransportOptions) => {
    sent.push({ endpoint: target.endpoint, payload: JSON.parse(body) as PushPayload, options });
    const answer = answers.get(target.endpoint) ?? 201;
    if (answer === 'hang') return new Promise(() => undefined);
    if (answer >= 300) throw Object.assign(new Error('refused'), { statusCode: answer });
    return undefined;
  };

  const makeNotifier = (allowedHosts = ['push.test', '*.push.test']) => {
    const vapid = { publicKey: 'k', privateKey: 'p', subject: 'mailto:admin@localhost' };
    const sender = createPushSender({ db: database.db, log, vapid, allowedHosts, transport, timeoutMs: 300 });
    return { sender, notifier: createPushNotifier({ db: database.db, log, sender }) };
  };

  const subscribe = async (user: TestUser, name: string) => {
    const endpoint = `https://push.test/${name}`;
    await database.db
      .insert(pushSubscriptions)
      .values({ userId: user.id, endpoint, ...subscriberKeys().json })
      .onConflictDoNothing();
    return endpoint;
  };

  const addShift = async (startsIn: number) => {
    const startAt = new Date(Date.now() + startsIn);
    const [row] = await database.db
      .insert(shifts)
      .values({
        agentId: agent.agentId!,
        missionId,
        startAt,
        endAt: new Date(startAt.getTime() + 8 * 3600_000),
      })
      .returning({ id: shifts.id });
    return row!.id;
  };

  beforeAll(async () => {
    ({ database, drop } = await createTestDatabase());
    const db = database.db;
    agent = await createUser(db, { role: 'AGENT', firstName: 'Yanis', lastName: 'Durand' });
    lead = await createUser(db, { role: 'LEAD', firstName: 'Inès', lastName: 'Moreau' });
    admin = await createUser(db, { role: 'ADMIN', firstName: 'Claire', lastName: 'Vasseur' });
    supervisor = await createUser(db, { role: 'SUPERVISOR' });
    formerStaff = await createUser(db, { role: 'SUPERADMIN', isActive: false });
    missionId = await createMission(db, { title: 'Escorte Opéra', agentIds: [agent.agentId, lead.agentId] });
  });
  afterAll(() => drop());
  beforeEach(() => {
    sent = [];
    warnings = [];
    answers = new Map();
  });

  const sos = (id: string): Sos =>
    ({
      id,
      agent: { id: agent.agentId, firstName: 'Yanis', lastName: 'Durand' },
      mission: { id: missionId, title: 'Escorte Opéra' },
    }) as Sos;

  it('sends an SOS to every active staff subscription, urgently, and to nobody else', async () => {
    const adminPhone = await subscribe(admin, 'admin-phone');
    const adminDesk = await subscribe(admin, 'admin-desk');
    const supervisorPhone = await subscribe(supervisor, 'supervisor');
    await subscribe(agent, 'agent-sos');
    await subscribe(formerStaff, 'former');
    const { notifier } = makeNotifier();
    notifier.sosRaised(sos('s-1'));
    await notifier.close();
    expect(sent.map((s) => s.endpoint).sort()).toEqual([adminDesk, adminPhone, supervisorPhone].sort());
    expect(sent[0]!.payload).toEqual({
      title: 'SOS — Yanis Durand',
      body: 'Mission : Escorte Opéra',
      url: '/admin/gps',
      tag: 'sos-s-1',
    });
    expect(sent[0]!.options).toMatchObject({ urgency: 'high', ttlSeconds: 3600 });
  });

  it('deletes a subscription its push service says is gone, stamps the delivered ones, keeps and logs the rest', async () => {
    const db = database.db;
    const gone = await subscribe(admin, 'gone-410');
    const unknown = await subscribe(admin, 'gone-404');
    const broken = await subscribe(admin, 'broken-500');
    const slow = await subscribe(admin, 'slow');
    const fine = await subscribe(admin, 'fine');
    answers.set(gone, 410).set(unknown, 404).set(broken, 500).set(slow, 'hang');
    const { sender } = makeNotifier();
    const targets = await db
      .select()
      .from(pushSubscriptions)
      .where(inArray(pushSubscriptions.endpoint, [gone, unknown, broken, slow, fine]));
    const payload = { title: 't', body: 'b', url: '/', tag: 'x' };
    const report = await sender.deliver(
      targets.map((target) => ({ target, payload })),
      { ttlSeconds: 60, urgency: 'normal' },
    );
    expect(report).toEqual({ delivered: 1, removed: 2, failed: 2 });
    const left = await db
      .select()
      .from(pushSubscriptions)
      .where(inArray(pushSubscriptions.endpoint, [gone, unknown, broken, slow, fine]));
    expect(left.map((row) => row.endpoint).sort()).toEqual([broken, fine, slow].sort());
    expect(left.find((row) => row.endpoint === fine)?.lastSuccessAt).toBeInstanceOf(Date);
    expect(left.find((row) => row.endpoint === broken)?.lastSuccessAt).toBeNull();
    expect(warnings).toHaveLength(2);
  });

  it('never posts to a host no longer allowed, even for a stored subscription', async () => {
    const endpoint = await subscribe(admin, 'old-host');
    const { sender } = makeNotifier(['fcm.googleapis.com']);
    const [target] = await database.db
      .select()
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.endpoint, endpoint));
    const payload = { title: 't', body: 'b', url: '/', tag: 'x' };
    await sender.deliver([{ target: target!, payload }], { ttlSeconds: 60, urgency: 'normal' });
    expect(sent).toEqual([]);
  });

  it('tells the members a chat message mentions, on their own area’s mission page, never its sender', async () => {
    const agentPhone = await subscribe(agent, 'agent-chat');
    const leadPhone = await subscribe(lead, 'lead-chat');
    const adminPhone = await subscribe(admin, 'admin-chat');
    const { notifier } = makeNotifier();
    const event = {
      missionId,
      senderId: lead.id,
      content: '@Yanis Durand @Inès Moreau tu passes au PC ?',
      sender: { id: lead.id, email: 'x@y.z', firstName: 'Inès', lastName: 'Moreau', agent: null },
      mentions: [agent.id, lead.id],
    } as unknown as ChatMessageEvent;
    notifier.chatMessage(event, [{ userId: agent.id }, { userId: lead.id }, { userId: admin.id }]);
    await notifier.close();
    // Every subscription of the agent (the SOS test's phone too), none of the sender's or of the admin's.
    expect(sent.map((s) => s.endpoint)).toContain(agentPhone);
    expect(sent.map((s) => s.endpoint).filter((e) => !e.includes('/agent-'))).toEqual([]);
    expect(sent.find((s) => s.endpoint === agentPhone)!.payload).toMatchObject({
      title: 'Inès Moreau vous a mentionné',
      url: `/agent/missions/${missionId}`,
      tag: `chat-${missionId}`,
    });

    sent = [];
    const all = makeNotifier().notifier;
    all.chatMessage({ ...event, mentions: 'all' }, [
      { userId: agent.id },
      { userId: lead.id },
      { userId: admin.id },
    ]);
    await all.close();
    expect(
      sent.map((s) => s.endpoint).filter((e) => [agentPhone, leadPhone, adminPhone].includes(e)),
    ).toEqual(expect.arrayContaining([agentPhone, adminPhone]));
    expect(sent.find((s) => s.endpoint === adminPhone)?.payload.url).toBe(`/admin/missions/${missionId}`);
    expect(sent.map((s) => s.endpoint)).not.toContain(leadPhone);
  });

  it('alerts a shift starting in 4 minutes exactly once, however many runs and processes see it', async () => {
    await database.db.delete(pushSubscriptions).where(eq(pushSubscriptions.userId, agent.id));
    const soon = await addShift(4 * MINUTE);
    const later = await addShift(6 * MINUTE);
    const clockedIn = await addShift(3 * MINUTE);
    await database.db.insert(attendances).values({ agentId: agent.agentId!, missionId, shiftId: clockedIn });

    // Nobody to tell yet: the shift is not claimed, so a subscription made a minute later still gets the alert.
    const first = makeNotifier().notifier;
    expect(await first.shiftAlerts()).toEqual({ delivered: 0, removed: 0, failed: 0 });
    const phone = await subscribe(agent, 'agent-shift');

    const [a, b] = [makeNotifier().notifier, makeNotifier().notifier];
    await Promise.all([a.shiftAlerts(), b.shiftAlerts()]);
    await a.shiftAlerts();
    await b.shiftAlerts();
    expect(sent.map((s) => s.endpoint)).toEqual([phone]);
    expect(sent[0]!.payload).toMatchObject({ title: 'Shift dans 5 minutes', tag: `shift-${soon}` });
    expect(sent[0]!.payload.body).toContain('Escorte Opéra');
    expect(sent[0]!.options).toMatchObject({ urgency: 'high', ttlSeconds: 300 });
    expect(sent.some((s) => s.payload.tag === `shift-${later}`)).toBe(false);
    expect(sent.some((s) => s.payload.tag === `shift-${clockedIn}`)).toBe(false);
  });

  it('tells a guard of a change to their planning, on each of their subscriptions, opening Mes Missions', async () => {
    const phone = await subscribe(agent, 'agent-planning');
    const leadPhone = await subscribe(lead, 'lead-planning');
    const { notifier } = makeNotifier();
    notifier.planningChanged(agent.id, {
      kind: 'moved',
      shiftId: 'sh-1',
      missionId,
      missionTitle: 'Escorte Opéra',
      startAt: '2026-03-03T07:00:00.000Z',
      endAt: '2026-03-03T15:00:00.000Z',
    });
    await notifier.close();
    // The agent's subscriptions (this one and those of earlier tests), not another user's.
    const reached = sent.filter((s) => s.payload.tag === 'planning-sh-1').map((s) => s.endpoint);
    expect(reached).toContain(phone);
    expect(reached).not.toContain(leadPhone);
    expect(sent.find((s) => s.endpoint === phone)!.payload).toEqual({
      title: 'Votre planning a changé',
      body: 'Horaire modifié : Escorte Opéra, 03/03 08:00–16:00',
      url: '/agent',
      tag: 'planning-sh-1',
    });
  });
});
