import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as MSG from '@secops/domain/messages';
import { authHeader, createUser } from './test/fixtures.ts';
import { createMission } from './test/realtime-fixtures.ts';
import { createTestApp, type TestApp } from './test/test-app.ts';

const HEAD = '--zz\r\nContent-Disposition: form-data; name="file"; filename="plan.pdf"\r\n\r\n%PDF-1.4\n';
const form = (boundary?: string) => `multipart/form-data${boundary ? `; boundary=${boundary}` : ''}`;

describe('malformed input', () => {
  let t: TestApp;
  let headers: Record<string, string>;
  let uploads: string[];
  beforeAll(async () => {
    t = await createTestApp();
    headers = await authHeader(t.app, await createUser(t.database.db, { role: 'ADMIN' }));
    const agent = await createUser(t.database.db, { role: 'AGENT' });
    const mission = await createMission(t.database.db);
    uploads = [`/api/missions/${mission}/documents/upload`, `/api/agents/${agent.agentId}/photo`];
  });
  afterAll(() => t.close());

  it.each([
    ['a body cut short', HEAD, form('zz')],
    ['a body without its closing boundary', `${HEAD}%%EOF\r\n`, form('zz')],
    ['a boundary other than the one announced', `${HEAD}%%EOF\r\n--zz--\r\n`, form('yy')],
    ['no boundary at all', `${HEAD}%%EOF\r\n--zz--\r\n`, form()],
  ])('refuses an upload with %s (400, in French)', async (_case, payload, type) => {
    for (const url of uploads) {
      const res = await t.app.inject({
        method: 'POST',
        url,
        payload,
        headers: { ...headers, 'content-type': type },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'MULTIPART_MALFORMED', message: MSG.multipartMalformed });
    }
  });

  it('refuses an upload that is not multipart (400, in French)', async () => {
    for (const url of uploads) {
      const res = await t.app.inject({
        method: 'POST',
        url,
        payload: 'plan',
        headers: { ...headers, 'content-type': 'text/plain' },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(MSG.documentMultipartExpected);
    }
  });

  it('refuses a control character in a document description', async () => {
    const payload = `${HEAD}%%EOF\r\n--zz\r\nContent-Disposition: form-data; name="description"\r\n\r\nPlan\u0000\r\n--zz--\r\n`;
    const res = await t.app.inject({
      method: 'POST',
      url: uploads[0],
      payload,
      headers: { ...headers, 'content-type': form('zz') },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(MSG.controlCharacters);
  });

  const mission = (startAt: string) => ({
    title: 'Salon',
    type: 'EVENT',
    startAt,
    endAt: '2026-06-02T18:00:00Z',
  });

  it.each([
    ['0000-01-01T00:00:00Z', MSG.dateOutOfRange],
    ['0001-01-01T00:00:00Z', MSG.dateOutOfRange],
    ['9999-12-31T23:00:00Z', MSG.dateOutOfRange],
    ['9999-12-31T99:00:00Z', MSG.missionStartRequired],
    ['2026-02-30T08:00:00Z', MSG.missionStartRequired],
    ['+275760-09-13T00:00:00Z', MSG.missionStartRequired],
  ])('refuses a mission starting at %s (400, in French)', async (startAt, message) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/missions',
      headers,
      payload: mission(startAt),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
  });

  it.each([
    '/api/missions?from=0000-01-01T00:00:00Z',
    '/api/gps/positions?since=9999-12-31T99:00:00Z',
    '/api/planning/week?date=9999-12-31',
    '/api/planning/week?date=2026-02-30',
    '/api/attendance/all?startDate=0000-01-01',
    '/api/attendance/all?startDate=99999-01-01T00:00:00Z',
    '/api/incidents?from=0000-12-31',
  ])('refuses the out-of-range date of GET %s (400, in French)', async (url) => {
    const res = await t.app.inject({ method: 'GET', url, headers });
    expect(res.statusCode).toBe(400);
    expect(Object.values(MSG)).toContain(res.json().message);
  });
});
