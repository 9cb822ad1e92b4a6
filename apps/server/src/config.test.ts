import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, moveLegacyDataDir, PROJECT_ROOT } from './config.ts';

const SECRET = 'a-production-secret-of-at-least-32-chars';

describe('loadConfig', () => {
  it('runs with no environment at all on sensible defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      env: 'development',
      host: '127.0.0.1',
      port: 3001,
      logLevel: 'info',
      publicUrl: 'http://localhost:3001',
      seedDemo: true,
      trustProxy: false,
    });
    expect(config.dataDir).toBe(path.join(PROJECT_ROOT, 'data'));
    expect(existsSync(path.join(PROJECT_ROOT, 'package-lock.json'))).toBe(true);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.smtpUrl).toBeUndefined();
    expect(config.jwtSecret).toBeUndefined();
  });

  it('treats empty variables as unset', () => {
    const config = loadConfig({ DATABASE_URL: '', SMTP_URL: '', JWT_SECRET: '', PUBLIC_URL: '' });
    expect(config.databaseUrl).toBeUndefined();
    expect(config.smtpUrl).toBeUndefined();
    expect(config.jwtSecret).toBeUndefined();
  });

  it('derives the public URL from PORT unless PUBLIC_URL is given', () => {
    expect(loadConfig({ PORT: '8080' }).publicUrl).toBe('http://localhost:8080');
    expect(loadConfig({ PUBLIC_URL: 'https://ops.example.fr' }).publicUrl).toBe('https://ops.example.fr');
  });

  it.each(['abc', '70000', '-1', '12.5'])('refuses PORT=%s with a message naming the variable', (port) => {
    expect(() => loadConfig({ PORT: port })).toThrow(ConfigError);
    expect(() => loadConfig({ PORT: port })).toThrow(/PORT/);
  });

  it("says what PORT takes in one French line, not in the validator's words", () => {
    expect(() => loadConfig({ PORT: 'abc' })).toThrow(
      new ConfigError(
        "Configuration invalide : PORT attend un numéro de port entier entre 0 et 65535. Corrigez l'environnement " +
          '(ou .env), puis relancez.',
      ),
    );
  });

  it.each([
    ['NODE_ENV', 'prod'],
    ['LOG_LEVEL', 'verbose'],
    ['DATABASE_URL', 'pas une adresse'],
    ['PUBLIC_URL', 'ops.example.fr'],
    ['SEED_DEMO', 'oui'],
    ['TRUST_PROXY', '1'],
    ['ALLOWED_ORIGINS', 'ftp://x'],
    ['GPS_RETENTION_DAYS', '0'],
    ['GEOCODER_PROVIDERS', 'ban,ban'],
    ['STUN_URLS', 'http://stun'],
    ['CALL_RING_SECONDS', 'dix'],
    ['GEOCODER_TIMEOUT_MS', '5'],
    ['PUSH_ALLOWED_HOSTS', 'https://push'],
    ['VAPID_PUBLIC_KEY', 'court'],
    ['VAPID_SUBJECT', 'admin'],
  ])('stops on a bad %s with one French line naming it', (name, value) => {
    let message = '';
    try {
      loadConfig({ [name]: value });
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toMatch(new RegExp(`^Configuration invalide : ${name} attend .+, puis relancez\\.$`));
    expect(message).not.toContain('\n');
    expect(message).not.toMatch(/\b(invalid|expected|received|must|input)\b/i);
  });

  it('names every bad setting on the same line', () => {
    expect(() => loadConfig({ PORT: 'abc', LOG_LEVEL: 'bavard' })).toThrow(
      /^Configuration invalide : PORT attend [^\n]+ ; LOG_LEVEL attend fatal, error, warn, info, debug, trace ou silent\./,
    );
  });

  it('refuses to start in production without JWT_SECRET', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/JWT_SECRET/);
  });

  it('refuses a JWT_SECRET shorter than 32 characters', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', JWT_SECRET: 'short' })).toThrow(/JWT_SECRET/);
  });

  it('starts in production with a JWT_SECRET and no demo data by default', () => {
    const config = loadConfig({ NODE_ENV: 'production', JWT_SECRET: SECRET });
    expect(config.jwtSecret).toBe(SECRET);
    expect(config.seedDemo).toBe(false);
  });

  it('refuses a malformed SMTP_URL with a message naming the variable', () => {
    expect(() => loadConfig({ SMTP_URL: 'not a url' })).toThrow(/SMTP_URL/);
  });

  it('takes a tile server naming {z}, {x} and {y}, OpenStreetMap by default, and refuses any other', () => {
    expect(loadConfig({}).map.tileUrl).toBe('https://tile.openstreetmap.org/{z}/{x}/{y}.png');
    const own = loadConfig({
      MAP_TILE_URL: 'http://tuiles.local:8080/{z}/{x}/{y}.png',
      MAP_TILE_ATTRIBUTION: 'IGN',
    });
    expect(own.map).toEqual({ tileUrl: 'http://tuiles.local:8080/{z}/{x}/{y}.png', attribution: 'IGN' });
    expect(() => loadConfig({ MAP_TILE_URL: 'https://tuiles.local/carte.png' })).toThrow(/MAP_TILE_URL/);
    expect(() => loadConfig({ MAP_TILE_URL: 'ftp://tuiles.local/{z}/{x}/{y}' })).toThrow(/MAP_TILE_URL/);
  });

  it('listens on 127.0.0.1 unless HOST says otherwise, and takes DATA_DIR relative to where it starts', () => {
    expect(loadConfig({ HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
    expect(loadConfig({ HOST: '' }).host).toBe('127.0.0.1');
    expect(loadConfig({ DATA_DIR: 'var/secops' }).dataDir).toBe(path.resolve('var/secops'));
  });

  it('moves a data directory left in apps/server/data to ./data once', () => {
    const root = mkdtempSync(path.join(tmpdir(), 'secops-root-'));
    try {
      mkdirSync(path.join(root, 'apps/server/data/pglite'), { recursive: true });
      writeFileSync(path.join(root, 'apps/server/data/jwt-secret'), 'x');
      expect(moveLegacyDataDir(root)).toBe(path.join(root, 'apps/server/data'));
      expect(existsSync(path.join(root, 'data/jwt-secret'))).toBe(true);
      expect(existsSync(path.join(root, 'apps/server/data'))).toBe(false);
      mkdirSync(path.join(root, 'apps/server/data'));
      expect(moveLegacyDataDir(root)).toBeUndefined();
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});
