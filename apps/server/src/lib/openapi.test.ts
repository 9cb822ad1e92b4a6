import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from '../config.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { DOWNLOADS, operationIdOf, type OpenApiDocument, type Operation } from './openapi-document.ts';

type Entry = { key: string; method: string; path: string; operation: Operation };

const entries = (doc: OpenApiDocument): Entry[] =>
  Object.entries(doc.paths).flatMap(([path, operations]) =>
    Object.entries(operations).map(([method, operation]) => ({
      key: `${method.toUpperCase()} ${path}`,
      method,
      path,
      operation,
    })),
  );

/** Every schema object of the document with `nullable` and no `type` (refused by OpenAPI 3.0). */
function untypedNullables(node: unknown, at = '#'): string[] {
  if (!node || typeof node !== 'object') return [];
  const here = (node as Record<string, unknown>).nullable === true && !('type' in node) ? [at] : [];
  return [
    ...here,
    ...Object.entries(node).flatMap(([key, child]) => untypedNullables(child, `${at}/${key}`)),
  ];
}

describe('the OpenAPI document', () => {
  let t: TestApp;
  let doc: OpenApiDocument;
  let all: Entry[];
  beforeAll(async () => {
    t = await createTestApp();
    doc = t.app.swagger() as unknown as OpenApiDocument;
    all = entries(doc);
  });
  afterAll(() => t.close());

  it('gives every operation a unique operationId, camelCase from its method and path', () => {
    const ids = all.map((entry) => entry.operation.operationId);
    expect(ids.every((id) => typeof id === 'string' && /^[a-z][A-Za-z0-9]*$/.test(id))).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
    const report = all.find((entry) => entry.key === 'GET /api/missions/{id}/report/pdf');
    expect(report?.operation.operationId).toBe('getMissionsByIdReportPdf');
    expect(operationIdOf('post', '/api/checklist-templates/{id}/items')).toBe(
      'postChecklistTemplatesByIdItems',
    );
  });

  it('gives every operation a summary, in French where the route writes none', () => {
    expect(all.filter((entry) => !entry.operation.summary).map((entry) => entry.key)).toEqual([]);
    const health = all.find((entry) => entry.key === 'GET /api/health');
    expect(health?.operation.summary).toBe('Lire /health');
  });

  it('declares security: [] on public operations and the bearer on guarded ones', () => {
    const security = (key: string) => all.find((entry) => entry.key === key)?.operation.security;
    expect(security('GET /api/health')).toEqual([]);
    expect(security('POST /api/auth/login')).toEqual([]);
    expect(security('GET /api/files/photos/{fileName}')).toEqual([]);
    expect(security('GET /api/missions')).toEqual([{ bearer: [] }]);
    expect(all.filter((entry) => !Array.isArray(entry.operation.security)).map((entry) => entry.key)).toEqual(
      [],
    );
  });

  it('declares the content type of file downloads, a 2xx for every operation and errors as JSON', () => {
    const responses = (key: string) => all.find((entry) => entry.key === key)?.operation.responses ?? {};
    expect(Object.keys(responses('GET /api/missions/{id}/report/pdf')['200']?.content ?? {})).toEqual([
      'application/pdf',
    ]);
    expect(Object.keys(responses('GET /api/attendance/export')['200']?.content ?? {})).toEqual([
      'application/pdf',
      'text/csv',
    ]);
    expect(Object.keys(responses('GET /api/missions/{id}/report/pdf')['401']?.content ?? {})).toEqual([
      'application/json',
    ]);
    expect(Object.keys(DOWNLOADS).filter((key) => !all.some((entry) => entry.key === key))).toEqual([]);
    const without2xx = all.filter(
      (entry) => !Object.keys(entry.operation.responses ?? {}).some((status) => status.startsWith('2')),
    );
    expect(without2xx.map((entry) => entry.key)).toEqual([]);
  });

  it('types recurringEndDate and every other nullable field', () => {
    const body = all.find((entry) => entry.key === 'POST /api/planning/shifts')?.operation.requestBody as {
      content: Record<
        string,
        { schema: { properties: Record<string, { type?: string; nullable?: boolean }> } }
      >;
    };
    const field = body.content['application/json']?.schema.properties.recurringEndDate;
    expect(field).toMatchObject({ type: 'string', nullable: true });
    expect(untypedNullables(doc)).toEqual([]);
  });

  it("passes Redocly's recommended rules with no error", () => {
    const folder = mkdtempSync(path.join(tmpdir(), 'secops-openapi-'));
    try {
      const file = path.join(folder, 'openapi.json');
      writeFileSync(file, JSON.stringify(doc));
      const cli = path.join(PROJECT_ROOT, 'node_modules/@redocly/cli/bin/cli.js');
      const lint = spawnSync(
        process.execPath,
        [cli, 'lint', '--config', path.join(PROJECT_ROOT, 'redocly.yaml'), '--format=summary', file],
        {
          encoding: 'utf8',
          env: {
            PATH: process.env.PATH ?? '',
            REDOCLY_TELEMETRY: 'off',
            REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true',
          },
        },
      );
      expect(lint.stdout + lint.stderr).toContain('Your API description is valid');
      expect(lint.status).toBe(0);
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  }, 120_000);
});
