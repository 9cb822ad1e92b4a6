import { existsSync, renameSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { GPS_RETENTION_DAYS_DEFAULT, isTileUrlTemplate, MAP_SETTINGS_DEFAULT } from '@secops/domain/gps';
import { LOGBOOK_RETENTION_YEARS_DEFAULT } from '@secops/domain/logbook';
import { GEOCODING_SOURCES, type GeocodingSource } from '@secops/domain/geocoding.schemas';

const emptyToUndefined = (v: unknown) => (v === '' ? undefined : v);
const optionalUrl = z.preprocess(emptyToUndefined, z.url().optional());
const GeocoderProvidersSchema = z
  .string()
  .transform((v) =>
    v
      .split(',')
      .map((p) => p.trim())
      .filter(Boolean),
  )
  .pipe(z.array(z.enum(GEOCODING_SOURCES)).min(1))
  .refine((list) => new Set(list).size === list.length, 'provider listed twice');

/** Two public STUN servers, enough between two browsers on open networks; TURN is needed behind strict NATs. */
const DEFAULT_STUN_URLS = ['stun:stun.l.google.com:19302', 'stun:stun1.l.google.com:19302'];
const IceUrlsSchema = z
  .string()
  .transform((v) =>
    v
      .split(',')
      .map((u) => u.trim())
      .filter(Boolean),
  )
  .pipe(z.array(z.string().regex(/^(stuns?|turns?):\S+$/, 'stun:, stuns:, turn: or turns: URLs')));

/** Browser origins allowed besides the app's own, e.g. `https://ops.example.fr,https://admin.example.fr`. */
const OriginsSchema = z
  .string()
  .transform((v) =>
    v
      .split(',')
      .map((o) => o.trim())
      .filter(Boolean),
  )
  .pipe(z.array(z.url({ protocol: /^https?$/ }).transform((url) => new URL(url).origin)));

/** The browser vendors' push services (Chrome, Firefox, Edge, Safari): the only hosts a subscription may name. */
export const DEFAULT_PUSH_HOSTS = [
  'fcm.googleapis.com',
  'updates.push.services.mozilla.com',
  '*.notify.windows.com',
  '*.push.apple.com',
  'web.push.apple.com',
];
const PushHostsSchema = z
  .string()
  .transform((v) =>
    v
      .split(',')
      .map((h) => h.trim().toLowerCase())
      .filter(Boolean),
  )
  .pipe(
    z
      .array(
        z
          .string()
          .regex(/^(\*\.)?[a-z0-9-]+(\.[a-z0-9-]+)*(:\d{1,5})?$/, 'host names, *. prefix and :port allowed'),
      )
      .min(1),
  );
const base64url = (bytes: number) =>
  z.string().regex(new RegExp(`^[A-Za-z0-9_-]{${Math.ceil((bytes * 4) / 3)}}$`));

const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.preprocess(emptyToUndefined, z.string().default('127.0.0.1')),
  PORT: z.coerce.number().int().min(0).max(65535).default(3001),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  DATA_DIR: z.preprocess(emptyToUndefined, z.string().optional()),
  DATABASE_URL: optionalUrl,
  REDIS_URL: optionalUrl,
  SMTP_URL: optionalUrl,
  MAIL_FROM: z.string().default('Security Ops Manager <no-reply@secops.local>'),
  PUBLIC_URL: z.preprocess(emptyToUndefined, z.url().optional()),
  JWT_SECRET: z.preprocess(emptyToUndefined, z.string().min(32).optional()),
  SEED_DEMO: z.preprocess(emptyToUndefined, z.enum(['true', 'false']).optional()),
  WEB_DIST: z.preprocess(emptyToUndefined, z.string().optional()),
  TRUST_PROXY: z.preprocess(emptyToUndefined, z.enum(['true', 'false']).default('false')),
  ALLOWED_ORIGINS: z.preprocess(emptyToUndefined, OriginsSchema.default([])),
  GPS_RETENTION_DAYS: z.preprocess(
    emptyToUndefined,
    z.coerce.number().int().min(1).max(3650).default(GPS_RETENTION_DAYS_DEFAULT),
  ),
  LOGBOOK_RETENTION_YEARS: z.preprocess(
    emptyToUndefined,
    z.coerce.number().int().min(1).max(100).default(LOGBOOK_RETENTION_YEARS_DEFAULT),
  ),
  MAP_TILE_URL: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .refine(isTileUrlTemplate, 'an http(s) URL naming {z}, {x} and {y}')
      .default(MAP_SETTINGS_DEFAULT.tileUrl),
  ),
  MAP_TILE_ATTRIBUTION: z.preprocess(emptyToUndefined, z.string().default(MAP_SETTINGS_DEFAULT.attribution)),
  GEOCODER_PROVIDERS: z.preprocess(emptyToUndefined, GeocoderProvidersSchema.optional()),
  GEOCODER_BAN_URL: z.preprocess(
    emptyToUndefined,
    z.url().default('https://api-adresse.data.gouv.fr/search/'),
  ),
  GEOCODER_NOMINATIM_URL: z.preprocess(
    emptyToUndefined,
    z.url().default('https://nominatim.openstreetmap.org/search'),
  ),
  STUN_URLS: z.preprocess(emptyToUndefined, IceUrlsSchema.default(DEFAULT_STUN_URLS)),
  TURN_URLS: z.preprocess(emptyToUndefined, IceUrlsSchema.optional()),
  TURN_SECRET: z.preprocess(emptyToUndefined, z.string().min(16).optional()),
  CALL_RING_SECONDS: z.preprocess(emptyToUndefined, z.coerce.number().int().min(1).max(300).default(45)),
  GEOCODER_TIMEOUT_MS: z.preprocess(
    emptyToUndefined,
    z.coerce.number().int().min(100).max(30_000).default(1500),
  ),
  PUSH_ALLOWED_HOSTS: z.preprocess(emptyToUndefined, PushHostsSchema.default(DEFAULT_PUSH_HOSTS)),
  VAPID_PUBLIC_KEY: z.preprocess(emptyToUndefined, base64url(65).optional()),
  VAPID_PRIVATE_KEY: z.preprocess(emptyToUndefined, base64url(32).optional()),
  VAPID_SUBJECT: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^(mailto:\S+@\S+|https:\/\/\S+)$/, 'a mailto: or https: URL')
      .default('mailto:admin@localhost'),
  ),
});

/** Every setting the server reads, as named in the environment (and in `.env.example`). */
export const SETTING_NAMES = Object.keys(EnvSchema.shape) as (keyof typeof EnvSchema.shape)[];

/** A setting the server cannot start with; its message is the one line the operator reads. */
export class ConfigError extends Error {}

const URL_LIST = 'séparées par des virgules';
/** What each setting takes, in the words of the one-line message that stops a start on a bad value. */
const EXPECTED: Record<(typeof SETTING_NAMES)[number], string> = {
  NODE_ENV: 'development, production ou test',
  HOST: "une adresse IP ou un nom d'hôte de cette machine",
  PORT: 'un numéro de port entier entre 0 et 65535',
  LOG_LEVEL: 'fatal, error, warn, info, debug, trace ou silent',
  DATA_DIR: 'un chemin de dossier',
  DATABASE_URL: 'une URL postgres://utilisateur:mot-de-passe@hôte:5432/base',
  REDIS_URL: 'une URL redis://hôte:6379',
  SMTP_URL: 'une URL smtp://utilisateur:mot-de-passe@hôte:587',
  MAIL_FROM: "une adresse d'expéditeur",
  PUBLIC_URL: 'une URL complète, par exemple https://ops.exemple.fr',
  JWT_SECRET: '32 caractères au moins (openssl rand -hex 32)',
  SEED_DEMO: 'true ou false',
  WEB_DIST: 'un chemin de dossier',
  TRUST_PROXY: 'true ou false',
  ALLOWED_ORIGINS: `des origines http(s) ${URL_LIST}, par exemple https://ops.exemple.fr`,
  GPS_RETENTION_DAYS: 'un nombre entier de jours entre 1 et 3650',
  LOGBOOK_RETENTION_YEARS: "un nombre entier d'années entre 1 et 100",
  MAP_TILE_URL: 'une URL http(s) contenant {z}, {x} et {y}',
  MAP_TILE_ATTRIBUTION: 'un texte',
  GEOCODER_PROVIDERS: 'ban, nominatim et offline, chacun une fois au plus, séparés par des virgules',
  GEOCODER_BAN_URL: 'une URL http(s)',
  GEOCODER_NOMINATIM_URL: 'une URL http(s)',
  STUN_URLS: `des URL stun:, stuns:, turn: ou turns: ${URL_LIST}`,
  TURN_URLS: `des URL turn: ou turns: ${URL_LIST}`,
  TURN_SECRET: '16 caractères au moins (openssl rand -hex 32)',
  CALL_RING_SECONDS: 'un nombre entier de secondes entre 1 et 300',
  GEOCODER_TIMEOUT_MS: 'un nombre entier de millisecondes entre 100 et 30000',
  PUSH_ALLOWED_HOSTS: "des noms d'hôte séparés par des virgules (préfixe *. permis)",
  VAPID_PUBLIC_KEY: 'la clé publique de npx web-push generate-vapid-keys (87 caractères base64url)',
  VAPID_PRIVATE_KEY: 'la clé privée de npx web-push generate-vapid-keys (43 caractères base64url)',
  VAPID_SUBJECT: 'une adresse mailto: ou une URL https:',
};

/** A start stopped by the settings: one French line naming them and what to put there. */
const invalid = (problem: string) =>
  new ConfigError(`Configuration invalide : ${problem}. Corrigez l'environnement (ou .env), puis relancez.`);

export type Config = {
  env: 'development' | 'production' | 'test';
  host: string;
  port: number;
  logLevel: z.infer<typeof EnvSchema>['LOG_LEVEL'];
  dataDir: string;
  databaseUrl?: string;
  redisUrl?: string;
  smtpUrl?: string;
  mailFrom: string;
  publicUrl: string;
  jwtSecret?: string;
  seedDemo: boolean;
  webDist: string;
  trustProxy: boolean;
  /** Origins whose pages may open sockets, besides the app's own (PUBLIC_URL and the Host it is reached at). */
  allowedOrigins: string[];
  /** Days of GPS position history kept before the hourly purge deletes them. */
  gpsRetentionDays: number;
  /** Main courante entries recorded longer ago than this are purged (once a day). */
  logbookRetentionYears: number;
  /** The live maps' tile server, told to the web app at run time. */
  map: { tileUrl: string; attribution: string };
  geocoder: { providers: GeocodingSource[]; banUrl: string; nominatimUrl: string; timeoutMs: number };
  /** ICE servers handed to browsers for calls; TURN only with both its URLs and its shared secret. */
  calls: { stunUrls: string[]; turn?: { urls: string[]; secret: string }; ringTimeoutMs: number };
  /**
   * Web push: the hosts subscriptions may name (`*.` for any subdomain), and the VAPID keys when configured (else
   * made at first start and kept in the data directory).
   */
  push: { allowedHosts: string[]; vapid?: { publicKey: string; privateKey: string }; subject: string };
};

/** The project's root folder: the default data directory is `./data` there, whichever folder the server runs from. */
export const PROJECT_ROOT = fileURLToPath(new URL('../../../', import.meta.url));

/**
 * Earlier versions kept the default data directory in `apps/server/data`: move it to the project's `./data` once,
 * when that one does not exist yet. Returns the folder moved, if any.
 */
export function moveLegacyDataDir(root: string = PROJECT_ROOT): string | undefined {
  const legacy = path.join(root, 'apps/server/data');
  const current = path.join(root, 'data');
  if (!existsSync(legacy) || existsSync(current)) return undefined;
  renameSync(legacy, current);
  return legacy;
}

/** Reads and validates the environment once; a bad value stops the boot with a message naming the variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    const names = [...new Set(parsed.error.issues.map((issue) => String(issue.path[0])))];
    throw invalid(
      names
        .map((name) => `${name} attend ${EXPECTED[name as keyof typeof EXPECTED] ?? 'une autre valeur'}`)
        .join(' ; '),
    );
  }
  const e = parsed.data;
  if (e.NODE_ENV === 'production' && !e.JWT_SECRET) {
    throw invalid(`JWT_SECRET est obligatoire en production, ${EXPECTED.JWT_SECRET}`);
  }
  if (Boolean(e.VAPID_PUBLIC_KEY) !== Boolean(e.VAPID_PRIVATE_KEY)) {
    throw invalid('VAPID_PUBLIC_KEY et VAPID_PRIVATE_KEY vont ensemble : donnez les deux ou aucune');
  }
  if (Boolean(e.TURN_URLS?.length) !== Boolean(e.TURN_SECRET)) {
    throw invalid('TURN_URLS et TURN_SECRET vont ensemble (TURN REST) : donnez les deux ou aucun');
  }
  const port = e.PORT;
  return {
    env: e.NODE_ENV,
    host: e.HOST,
    port,
    logLevel: e.LOG_LEVEL,
    dataDir: e.DATA_DIR ? path.resolve(e.DATA_DIR) : path.join(PROJECT_ROOT, 'data'),
    databaseUrl: e.DATABASE_URL,
    redisUrl: e.REDIS_URL,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    publicUrl: e.PUBLIC_URL ?? `http://localhost:${port}`,
    jwtSecret: e.JWT_SECRET,
    seedDemo: e.SEED_DEMO ? e.SEED_DEMO === 'true' : e.NODE_ENV !== 'production',
    webDist: path.resolve(e.WEB_DIST ?? new URL('../../web/dist', import.meta.url).pathname),
    trustProxy: e.TRUST_PROXY === 'true',
    allowedOrigins: e.ALLOWED_ORIGINS,
    gpsRetentionDays: e.GPS_RETENTION_DAYS,
    logbookRetentionYears: e.LOGBOOK_RETENTION_YEARS,
    map: { tileUrl: e.MAP_TILE_URL, attribution: e.MAP_TILE_ATTRIBUTION },
    calls: {
      stunUrls: e.STUN_URLS,
      turn: e.TURN_URLS && e.TURN_SECRET ? { urls: e.TURN_URLS, secret: e.TURN_SECRET } : undefined,
      ringTimeoutMs: e.CALL_RING_SECONDS * 1000,
    },
    push: {
      allowedHosts: e.PUSH_ALLOWED_HOSTS,
      vapid:
        e.VAPID_PUBLIC_KEY && e.VAPID_PRIVATE_KEY
          ? { publicKey: e.VAPID_PUBLIC_KEY, privateKey: e.VAPID_PRIVATE_KEY }
          : undefined,
      subject: e.VAPID_SUBJECT,
    },
    // Tests never reach the network unless they ask for it.
    geocoder: {
      providers:
        e.GEOCODER_PROVIDERS ?? (e.NODE_ENV === 'test' ? ['offline'] : ['ban', 'nominatim', 'offline']),
      banUrl: e.GEOCODER_BAN_URL,
      nominatimUrl: e.GEOCODER_NOMINATIM_URL,
      timeoutMs: e.GEOCODER_TIMEOUT_MS,
    },
  };
}
