import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as MSG from '@secops/domain/messages';
import type { MissionType } from '@secops/domain/missions';
import { calendarTokens, missions, shifts, users } from '../../db/schema/index.ts';
import { authHeader, createUser, type TestUser } from '../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { hashCalendarToken } from './calendar-token.ts';
import { FEED_RATE_LIMIT } from './calendar.routes.ts';
import { parseFeed } from './ics-parse.test-helper.ts';

const DAY = 24 * 60 * 60 * 1000;

describe('calendar feed', () => {
  let t: TestApp;
  let agent: TestUser;
  let other: TestUser;
  let staff: TestUser;
  const ids: Record<string, string> = {};

  const call = async (user: TestUser | null, method: 'GET' | 'POST' | 'DELETE', url: string) =>
    t.app.inject({ method, url, headers: user ? await authHeader(t.app, user) : {} });
  const makeLink = async (user: TestUser) => {
    const res = await call(user, 'POST', '/api/calendar/token');
    expect(res.statusCode).toBe(201);
    return (res.json() as { url: string }).url;
  };
  const feed = (url: string) => t.app.inject({ method: 'GET', url: new URL(url).pathname });

  const addShift = async (agentId: string, title: string, type: MissionType, fromDays: number) => {
    const startAt = new Date(Date.now() + fromDays * DAY);
    const endAt = new Date(startAt.getTime() + 8 * 60 * 60 * 1000);
    const [mission] = await t.database.db
      .insert(missions)
      .values({ title, type, startAt, endAt, locationAddress: `Adresse de ${title}, 75001 Paris` })
      .returning({ id: missions.id });
    const [shift] = await t.database.db
      .insert(shifts)
      .values({ agentId, missionId: mission!.id, startAt, endAt, zone: 'Hall, porte 2' })
      .returning({ id: shifts.id });
    ids[title] = shift!.id;
  };

  beforeAll(async () => {
    t = await createTestApp();
    agent = await createUser(t.database.db, { role: 'AGENT' });
    other = await createUser(t.database.db, { role: 'AGENT' });
    staff = await createUser(t.database.db, { role: 'ADMIN' });
    await addShift(agent.agentId!, 'Gala Pleyel', 'EVENT', 2);
    await addShift(agent.agentId!, 'Résidence Passy', 'RESIDENCE', -10);
    await addShift(agent.agentId!, 'Convoi ministre', 'ESCORT', 5);
    await addShift(agent.agentId!, 'Garde du PDG', 'VIP_PROTECTION', 6);
    await addShift(agent.agentId!, 'Trop ancien', 'EVENT', -40);
    await addShift(agent.agentId!, 'Trop lointain', 'EVENT', 100);
    await addShift(other.agentId!, 'Mission de Dominique', 'EVENT', 3);
  });
  afterAll(() => t.close());

  it('makes a link on the public address; only the hash of its 32-byte token is stored', async () => {
    const url = await makeLink(agent);
    const match = /^http:\/\/localhost:\d+\/api\/calendar\/([A-Za-z0-9_-]{43})\.ics$/.exec(url);
    expect(match, url).not.toBeNull();
    const rows = await t.database.db.select().from(calendarTokens).where(eq(calendarTokens.userId, agent.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.tokenHash).toBe(hashCalendarToken(match![1]!));
    expect(JSON.stringify(rows)).not.toContain(match![1]);
    const status = await call(agent, 'GET', '/api/calendar/token');
    expect(status.json()).toEqual({ active: true, createdAt: rows[0]?.createdAt.toISOString() });
  });

  it("serves the user's shifts of 30 days back to 90 ahead, without sign-in, as valid iCalendar", async () => {
    const res = await feed(await makeLink(agent));
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-store');
    const { calendar, events } = parseFeed(res.body);
    expect(calendar.getFirstPropertyValue('method')).toBe('PUBLISH');
    expect(calendar.getFirstPropertyValue('x-wr-calname')).toBe('Mes horaires — Security Ops Manager');
    expect(events.map((event) => event.uid).sort()).toEqual(
      ['Gala Pleyel', 'Résidence Passy', 'Convoi ministre', 'Garde du PDG']
        .map((title) => `${ids[title]}@localhost`)
        .sort(),
    );
    const gala = events.find((event) => event.uid.startsWith(ids['Gala Pleyel']!));
    expect(gala).toMatchObject({
      summary: 'Gala Pleyel — Hall, porte 2',
      location: 'Adresse de Gala Pleyel, 75001 Paris',
      description: 'Zone : Hall, porte 2',
      startIsUtc: true,
    });
    expect(res.body).toMatch(/\r\nDTSTART:\d{8}T\d{6}Z\r\n/);
    expect(res.body).not.toMatch(/Dominique|Trop ancien|Trop lointain/);
  });

  it('gives close protection and escort shifts as "Mission" with no place', async () => {
    const { events } = parseFeed((await feed(await makeLink(agent))).body);
    for (const title of ['Convoi ministre', 'Garde du PDG']) {
      const event = events.find((e) => e.uid.startsWith(ids[title]!));
      expect(event).toMatchObject({ summary: MSG.calendarPrivateSummary, location: null, description: null });
    }
    expect((await feed(await makeLink(agent))).body).not.toMatch(/Convoi|PDG/);
  });

  it("answers another user's token with their shifts only, never yours", async () => {
    const res = await feed(await makeLink(other));
    const { events } = parseFeed(res.body);
    expect(events.map((event) => event.summary)).toEqual(['Mission de Dominique — Hall, porte 2']);
    expect(res.body).not.toContain('Gala');
  });

  it('stops the old URL when a new one is made, and every URL once revoked (the same 404 as unknown)', async () => {
    const first = await makeLink(agent);
    const second = await makeLink(agent);
    expect(second).not.toBe(first);
    expect((await feed(first)).statusCode).toBe(404);
    expect((await feed(second)).statusCode).toBe(200);
    expect((await call(agent, 'DELETE', '/api/calendar/token')).statusCode).toBe(204);
    const revoked = await feed(second);
    expect(revoked.statusCode).toBe(404);
    expect(revoked.json().message).toBe(MSG.calendarNotFound);
    const unknown = await t.app.inject({ method: 'GET', url: `/api/calendar/${'A'.repeat(43)}.ics` });
    expect(unknown.json()).toEqual(revoked.json());
    expect((await t.app.inject({ method: 'GET', url: '/api/calendar/nope.ics' })).json()).toEqual(
      revoked.json(),
    );
    expect((await call(agent, 'GET', '/api/calendar/token')).json()).toEqual({
      active: false,
      createdAt: null,
    });
    expect((await call(agent, 'DELETE', '/api/calendar/token')).statusCode).toBe(204);
  });

  it("revoking one's link leaves another user's link working", async () => {
    const url = await makeLink(other);
    await makeLink(agent);
    expect((await call(agent, 'DELETE', '/api/calendar/token')).statusCode).toBe(204);
    expect((await feed(url)).statusCode).toBe(200);
  });

  it('gives a staff user without an agent an empty calendar', async () => {
    const res = await feed(await makeLink(staff));
    expect(res.statusCode).toBe(200);
    expect(parseFeed(res.body).events).toEqual([]);
  });

  it('stops the feed of a deactivated account', async () => {
    const url = await makeLink(other);
    await t.database.db.update(users).set({ isActive: false }).where(eq(users.id, other.id));
    expect((await feed(url)).statusCode).toBe(404);
    await t.database.db.update(users).set({ isActive: true }).where(eq(users.id, other.id));
    expect((await feed(url)).statusCode).toBe(200);
  });

  it('needs a session for the token routes (401)', async () => {
    for (const method of ['GET', 'POST', 'DELETE'] as const) {
      expect((await call(null, method, '/api/calendar/token')).statusCode).toBe(401);
    }
  });

  it(`limits the feed to ${FEED_RATE_LIMIT.max} requests a minute per address, with a French 429`, async () => {
    const url = `/api/calendar/${'B'.repeat(43)}.ics`;
    const ip = '203.0.113.9';
    for (let i = 0; i < FEED_RATE_LIMIT.max; i += 1) {
      expect((await t.app.inject({ method: 'GET', url, remoteAddress: ip })).statusCode).toBe(404);
    }
    const limited = await t.app.inject({ method: 'GET', url, remoteAddress: ip });
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toBe(MSG.tooManyRequests);
    expect(limited.headers['retry-after']).toBeDefined();
  });
});
