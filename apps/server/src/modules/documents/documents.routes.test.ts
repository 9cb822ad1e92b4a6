import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DOCUMENT_MAX_BYTES } from '@secops/domain/documents';
import * as MSG from '@secops/domain/messages';
import { documents } from '../../db/schema/index.ts';
import { authHeader, createUser, type TestUser } from '../../test/fixtures.ts';
import { createMission } from '../../test/realtime-fixtures.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { compoundFile, multipart, PDF, streamedMultipart } from './upload-fixtures.ts';

describe('mission documents', () => {
  let t: TestApp;
  let dataDir: string;
  let admin: TestUser;
  let agent: TestUser;
  let outsider: TestUser;
  let missionId: string;

  const upload = async (
    user: TestUser,
    body: { payload: Buffer | Readable; headers: Record<string, string> },
    id = missionId,
  ) =>
    t.app.inject({
      method: 'POST',
      url: `/api/missions/${id}/documents/upload`,
      payload: body.payload,
      headers: { ...body.headers, ...(await authHeader(t.app, user)) },
    });
  const call = async (method: 'GET' | 'DELETE', user: TestUser, url: string) =>
    t.app.inject({ method, url, headers: await authHeader(t.app, user) });
  const storedFiles = () =>
    fs.existsSync(path.join(dataDir, 'uploads'))
      ? fs
          .readdirSync(path.join(dataDir, 'uploads'), { recursive: true, withFileTypes: true })
          .filter((e) => e.isFile())
      : [];
  const rowCount = () => t.database.db.$count(documents);

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'secops-documents-'));
    t = await createTestApp({ DATA_DIR: dataDir });
    admin = await createUser(t.database.db, { role: 'SUPERVISOR' });
    agent = await createUser(t.database.db, { role: 'AGENT' });
    outsider = await createUser(t.database.db, { role: 'AGENT' });
    missionId = await createMission(t.database.db, { agentIds: [agent.agentId] });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('uploads a PDF, lists it, downloads it under its name and deletes it with its file', async () => {
    const res = await upload(
      admin,
      multipart({ name: 'Plan d’accès été.pdf', content: PDF, description: ' Accès nord ' }),
    );
    expect(res.statusCode).toBe(201);
    const doc = res.json();
    expect(doc).toMatchObject({
      fileName: 'Plan d’accès été.pdf',
      fileType: 'application/pdf',
      fileSize: PDF.length,
      description: 'Accès nord',
      fileUrl: `/api/missions/${missionId}/documents/${doc.id}/download`,
      user: { id: admin.id, email: admin.email },
    });

    const list = await call('GET', agent, `/api/missions/${missionId}/documents`);
    expect(list.statusCode).toBe(200);
    expect(list.json()).toEqual([expect.objectContaining({ id: doc.id, createdAt: expect.any(String) })]);

    const download = await call('GET', agent, doc.fileUrl);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['x-content-type-options']).toBe('nosniff');
    expect(download.headers['content-disposition']).toBe(
      `attachment; filename="Plan dacces ete.pdf"; filename*=UTF-8''Plan%20d%E2%80%99acc%C3%A8s%20%C3%A9t%C3%A9.pdf`,
    );
    expect(download.rawPayload.equals(PDF)).toBe(true);

    expect(storedFiles()).toHaveLength(1);
    expect((await call('DELETE', admin, `/api/missions/${missionId}/documents/${doc.id}`)).statusCode).toBe(
      204,
    );
    expect(storedFiles()).toHaveLength(0);
    expect((await call('DELETE', admin, `/api/missions/${missionId}/documents/${doc.id}`)).statusCode).toBe(
      404,
    );
  });

  it('refuses a file over 50 MB at the first byte over: 413, nothing on disk, no row', async () => {
    const before = await rowCount();
    const res = await upload(admin, streamedMultipart('video.mp4', DOCUMENT_MAX_BYTES + 1));
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe('Fichier trop volumineux (50 Mo maximum)');
    expect(storedFiles()).toEqual([]);
    expect(await rowCount()).toBe(before);
  });

  it('refuses an executable renamed .pdf (415), whatever type the browser claims', async () => {
    const exe = Buffer.concat([Buffer.from('MZ\x90\x00\x03\x00\x00\x00', 'latin1'), Buffer.alloc(4096)]);
    exe.write('PE\0\0', 0x80, 'latin1');
    exe.writeUInt32LE(0x80, 0x3c);
    const res = await upload(
      admin,
      multipart({ name: 'rapport.pdf', content: exe, type: 'application/pdf' }),
    );
    expect(res.statusCode).toBe(415);
    expect(res.json().message).toBe(MSG.documentTypeRefused);
    expect(storedFiles()).toEqual([]);
  });

  it('tells Word and Excel 97-2003 files from other compound files by their content', async () => {
    const doc = await upload(
      admin,
      multipart({ name: 'consignes.doc', content: compoundFile('WordDocument') }),
    );
    expect(doc.json()).toMatchObject({ fileType: 'application/msword' });
    const xls = await upload(admin, multipart({ name: 'planning.xls', content: compoundFile('Workbook') }));
    expect(xls.json()).toMatchObject({ fileType: 'application/vnd.ms-excel' });
    const msi = await upload(
      admin,
      multipart({ name: 'outil.doc', content: compoundFile('SummaryInformation') }),
    );
    expect(msi.statusCode).toBe(415);
  });

  it('removes the kept file when the row cannot be written', async () => {
    const files = storedFiles().length;
    await t.database.db.execute(sql`
      create function refuse_document() returns trigger language plpgsql as $$
      begin raise exception 'insert refused'; end $$`);
    await t.database.db.execute(
      sql`create trigger refuse_document before insert on documents execute function refuse_document()`,
    );
    try {
      const res = await upload(admin, multipart({ name: 'a.pdf', content: PDF }));
      expect(res.statusCode).toBe(500);
      expect(storedFiles()).toHaveLength(files);
    } finally {
      await t.database.db.execute(sql`drop trigger refuse_document on documents`);
      await t.database.db.execute(sql`drop function refuse_document()`);
    }
  });

  it('refuses a form without a file, with two files or with unknown fields (400)', async () => {
    const empty = await upload(admin, multipart({ description: 'rien' }));
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe(MSG.documentFileMissing);
    const two = await upload(admin, multipart({ name: 'a.pdf', content: PDF, second: true }));
    expect(two.json().message).toBe(MSG.documentOneFileOnly);
    const extra = await upload(admin, multipart({ name: 'a.pdf', content: PDF, fields: { owner: 'x' } }));
    expect(extra.statusCode).toBe(400);
    const json = await t.app.inject({
      method: 'POST',
      url: `/api/missions/${missionId}/documents/upload`,
      payload: { file: 'x' },
      headers: await authHeader(t.app, admin),
    });
    expect(json.statusCode).toBe(400);
    expect(storedFiles()).toHaveLength(2);
  });

  it('keeps uploads and deletions to staff, and reading to staff and assigned agents', async () => {
    expect((await upload(agent, multipart({ name: 'a.pdf', content: PDF }))).statusCode).toBe(403);
    expect((await call('GET', outsider, `/api/missions/${missionId}/documents`)).statusCode).toBe(403);
    const [doc] = (await call('GET', admin, `/api/missions/${missionId}/documents`)).json();
    expect((await call('GET', outsider, doc.fileUrl)).statusCode).toBe(403);
    expect((await call('DELETE', agent, `/api/missions/${missionId}/documents/${doc.id}`)).statusCode).toBe(
      403,
    );
  });

  it('answers 409 to uploads and deletions on an archived mission, 404 for unknown ids', async () => {
    const archived = await createMission(t.database.db, { status: 'ARCHIVED' });
    const res = await upload(admin, multipart({ name: 'a.pdf', content: PDF }), archived);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(MSG.missionArchived);
    const [doc] = (await call('GET', admin, `/api/missions/${missionId}/documents`)).json();
    await t.database.db.update(documents).set({ missionId: archived });
    expect((await call('DELETE', admin, `/api/missions/${archived}/documents/${doc.id}`)).statusCode).toBe(
      409,
    );
    expect(
      (await call('GET', admin, `/api/missions/${archived}/documents/${doc.id}/download`)).statusCode,
    ).toBe(200);
    expect((await call('GET', admin, `/api/missions/${missionId}/documents/nope/download`)).statusCode).toBe(
      404,
    );
    expect((await call('GET', admin, '/api/missions/nope/documents')).statusCode).toBe(404);
  });
});
