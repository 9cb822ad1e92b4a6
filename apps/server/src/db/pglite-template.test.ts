import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { copyPgliteTemplate } from './pglite-template.ts';

describe('the embedded database template of the server build', () => {
  let root: string;
  let template: string;
  const write = (file: string, content: string) => {
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, content);
  };
  const leftovers = () => fs.readdirSync(root).filter((name) => name.includes('.partial-'));

  beforeEach(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'secops-template-'));
    template = path.join(root, 'template');
    write(path.join(template, 'PG_VERSION'), '17\n');
    write(path.join(template, 'base/5/1259'), 'catalog');
  });
  afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

  it('fills an empty or missing database folder with a copy, leaving nothing half-copied beside it', async () => {
    const empty = path.join(root, 'empty');
    fs.mkdirSync(empty);
    const missing = path.join(root, 'missing');
    const inMissingFolder = path.join(root, 'data/pglite');

    expect(await copyPgliteTemplate(empty, template)).toBe(true);
    expect(await copyPgliteTemplate(missing, template)).toBe(true);
    expect(await copyPgliteTemplate(inMissingFolder, template)).toBe(true);

    for (const folder of [empty, missing, inMissingFolder]) {
      expect(fs.readFileSync(path.join(folder, 'PG_VERSION'), 'utf8')).toBe('17\n');
      expect(fs.readFileSync(path.join(folder, 'base/5/1259'), 'utf8')).toBe('catalog');
    }
    expect(fs.readFileSync(path.join(template, 'base/5/1259'), 'utf8')).toBe('catalog');
    expect(leftovers()).toEqual([]);
  });

  it('never touches a folder that holds anything, a database or a half-made one', async () => {
    const existing = path.join(root, 'existing');
    write(path.join(existing, 'PG_VERSION'), '17\n');
    write(path.join(existing, 'base/5/1259'), 'the rows of a running site');
    const partial = path.join(root, 'partial');
    write(path.join(partial, 'global/pg_control'), 'x');

    expect(await copyPgliteTemplate(existing, template)).toBe(false);
    expect(await copyPgliteTemplate(partial, template)).toBe(false);

    expect(fs.readFileSync(path.join(existing, 'base/5/1259'), 'utf8')).toBe('the rows of a running site');
    expect(fs.readdirSync(partial)).toEqual(['global']);
  });

  it('leaves an empty folder to initdb when there is no template (development, tests)', async () => {
    const empty = path.join(root, 'empty');
    fs.mkdirSync(empty);

    expect(await copyPgliteTemplate(empty, path.join(root, 'no-template'))).toBe(false);
    fs.rmSync(path.join(template, 'PG_VERSION'));
    expect(await copyPgliteTemplate(empty, template)).toBe(false);

    expect(fs.readdirSync(empty)).toEqual([]);
  });
});
