import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AGENT_PHOTO_MAX_BYTES } from '@secops/domain/agents.schemas';
import * as MSG from '@secops/domain/messages';
import { authHeader, createUser, type TestUser } from '../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { multipart } from '../documents/upload-fixtures.ts';

const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.from('0000000d49484452000000010000000108060000001f15c489', 'hex'),
]);
const JPEG = Buffer.from('ffd8ffe000104a46494600010100000100010000ffd9', 'hex');
const WEBP = Buffer.concat([
  Buffer.from('RIFF'),
  Buffer.from([26, 0, 0, 0]),
  Buffer.from('WEBPVP8 '),
  Buffer.alloc(20),
]);
const GIF = Buffer.from(`GIF89a${'\0'.repeat(20)}`);

describe('agent photo', () => {
  let t: TestApp;
  let dataDir: string;
  let supervisor: TestUser;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'secops-photos-'));
    t = await createTestApp({ DATA_DIR: dataDir });
    supervisor = await createUser(t.database.db, { role: 'SUPERVISOR' });
  });
  afterAll(async () => {
    await t.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  const upload = async (agentId: string, form: Parameters<typeof multipart>[0], user = supervisor) => {
    const { payload, headers } = multipart(form);
    return t.app.inject({
      method: 'POST',
      url: `/api/agents/${agentId}/photo`,
      payload,
      headers: { ...headers, ...(await authHeader(t.app, user)) },
    });
  };
  const storedFiles = async () =>
    (await readdir(path.join(dataDir, 'photos')).catch(() => [])).filter((f) => !f.startsWith('.'));

  it.each([
    ['PNG', PNG, 'image/png', 'png'],
    ['JPEG', JPEG, 'image/jpeg', 'jpg'],
    ['WebP', WEBP, 'image/webp', 'webp'],
  ])('stores a %s photo under a random name and serves it without a token', async (_, content, type, ext) => {
    const guard = await createUser(t.database.db, { role: 'AGENT' });
    const res = await upload(guard.agentId!, { name: 'moi.bin', content, type: 'application/octet-stream' });
    expect(res.statusCode).toBe(200);
    const photo: string = res.json().photo;
    expect(photo).toMatch(new RegExp(`^/api/files/photos/[0-9a-f]{32}\\.${ext}$`));
    const served = await t.app.inject({ method: 'GET', url: photo });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe(type);
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.rawPayload.equals(content)).toBe(true);
  });

  it('replaces the previous file, and removes it with DELETE', async () => {
    const guard = await createUser(t.database.db, { role: 'AGENT' });
    const first = (await upload(guard.agentId!, { name: 'a.png', content: PNG, type: 'image/png' })).json();
    const second = (
      await upload(guard.agentId!, { name: 'b.jpg', content: JPEG, type: 'image/jpeg' })
    ).json();
    expect((await t.app.inject({ method: 'GET', url: first.photo })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: second.photo })).statusCode).toBe(200);
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/agents/${guard.agentId}/photo`,
      headers: await authHeader(t.app, supervisor),
    });
    expect(removed.json().photo).toBeNull();
    expect((await t.app.inject({ method: 'GET', url: second.photo })).statusCode).toBe(404);
  });

  it('refuses a file that is not JPEG, PNG or WebP by its content (415), whatever its name', async () => {
    const guard = await createUser(t.database.db, { role: 'AGENT' });
    const before = await storedFiles();
    for (const content of [GIF, Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>')]) {
      const res = await upload(guard.agentId!, { name: 'photo.jpg', content, type: 'image/jpeg' });
      expect(res.statusCode).toBe(415);
      expect(res.json().message).toBe(MSG.photoTypeRefused);
    }
    expect(await storedFiles()).toEqual(before);
  });

  it('refuses a photo over 5 MB with 413 and keeps nothing', async () => {
    const guard = await createUser(t.database.db, { role: 'AGENT' });
    const before = await storedFiles();
    const content = Buffer.concat([PNG, Buffer.alloc(AGENT_PHOTO_MAX_BYTES)]);
    const res = await upload(guard.agentId!, { name: 'grande.png', content, type: 'image/png' });
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe(MSG.photoTooLarge);
    expect(await storedFiles()).toEqual(before);
  });

  it('answers 400 without a file, 404 for an unknown agent, 403 to an agent', async () => {
    const guard = await createUser(t.database.db, { role: 'AGENT' });
    const empty = await upload(guard.agentId!, {});
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe(MSG.photoMissing);
    const unknown = await upload('00000000-0000-4000-8000-000000000000', { content: PNG, type: 'image/png' });
    expect(unknown.statusCode).toBe(404);
    const own = await upload(guard.agentId!, { content: PNG, type: 'image/png' }, guard);
    expect(own.statusCode).toBe(403);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/files/photos/../../etc/passwd' })).statusCode,
    ).toBe(404);
  });
});
