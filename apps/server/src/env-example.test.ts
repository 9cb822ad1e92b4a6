import { execFileSync, spawnSync } from 'node:child_process';
import {
  chmodSync,
  copyFileSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig, PROJECT_ROOT, SETTING_NAMES } from './config.ts';

const envExample = path.join(PROJECT_ROOT, '.env.example');

/** The settings of `.env.example` as written, with the single quotes that shells and systemd take away removed. */
function writtenSettings(): Map<string, string> {
  const settings = new Map<string, string>();
  for (const line of readFileSync(envExample, 'utf8').split('\n')) {
    const match = /^([A-Z][A-Z0-9_]*)=(.*)$/.exec(line);
    if (match) settings.set(match[1]!, match[2]!.replace(/^'(.*)'$/, '$1'));
  }
  return settings;
}

/** The environment `sh` ends up with after `set -a; . ./.env.example; set +a`. */
function sourcedBySh(): Record<string, string> {
  const printEnv = `${JSON.stringify(process.execPath)} -e 'process.stdout.write(JSON.stringify(process.env))'`;
  const out = execFileSync('sh', ['-c', `set -a && . "$1" && set +a && ${printEnv}`, 'sh', envExample], {
    env: { PATH: process.env.PATH ?? '' },
    encoding: 'utf8',
  });
  return JSON.parse(out) as Record<string, string>;
}

describe('.env.example', () => {
  const scratch = mkdtempSync(path.join(tmpdir(), 'secops-env-'));
  afterAll(() => rmSync(scratch, { recursive: true, force: true }));

  it('names every setting the server reads, once', () => {
    const names = [...readFileSync(envExample, 'utf8').matchAll(/^([A-Z][A-Z0-9_]*)=/gm)].map((m) => m[1]);
    expect(names.length).toBe(new Set(names).size);
    expect([...names].sort()).toEqual([...SETTING_NAMES].sort());
  });

  it('loads in sh with every variable set to the value written, and the server accepts them', () => {
    const env = sourcedBySh();
    for (const [name, value] of writtenSettings())
      expect({ name, value: env[name] }).toEqual({ name, value });
    expect(env.MAIL_FROM).toBe('Security Ops Manager <no-reply@secops.local>');
    expect(env.MAP_TILE_URL).toBe('https://tile.openstreetmap.org/{z}/{x}/{y}.png');
    expect(loadConfig(env).mailFrom).toBe('Security Ops Manager <no-reply@secops.local>');
  });

  it("lets the README's cron backup line reach npm run db:backup with the settings", () => {
    const readme = readFileSync(path.join(PROJECT_ROOT, 'README.md'), 'utf8');
    const cronLine = /^30 2 \* \* \* (.+)$/m.exec(readme)?.[1];
    expect(cronLine).toContain('. ./.env');
    const app = path.join(scratch, 'app');
    const bin = path.join(scratch, 'bin');
    mkdirSync(app);
    mkdirSync(bin);
    copyFileSync(envExample, path.join(app, '.env'));
    // npm itself stands in: it records what it was asked and the sender it was given.
    writeFileSync(path.join(bin, 'npm'), `#!/bin/sh\necho "$* | $MAIL_FROM" > "${scratch}/npm-called"\n`);
    chmodSync(path.join(bin, 'npm'), 0o755);
    const command = cronLine!.replaceAll('/opt/secops', app).replaceAll('/var/backups/secops', scratch);
    const run = spawnSync('sh', ['-c', command], {
      env: { PATH: `${bin}:${process.env.PATH ?? ''}` },
      encoding: 'utf8',
    });
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
    expect(readFileSync(path.join(scratch, 'npm-called'), 'utf8')).toBe(
      `run -s db:backup -- --out ${scratch} | Security Ops Manager <no-reply@secops.local>\n`,
    );
  });
});
