import { execFileSync } from 'node:child_process';
import { createDecipheriv, createECDH, hkdfSync, randomBytes, type ECDH } from 'node:crypto';
import fs from 'node:fs';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import path from 'node:path';

/** A browser's side of a subscription: its P-256 key pair and auth secret, as PushSubscription.toJSON() gives them. */
export type SubscriberKeys = { ecdh: ECDH; authSecret: Buffer; json: { p256dh: string; auth: string } };

export function subscriberKeys(): SubscriberKeys {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const authSecret = randomBytes(16);
  return {
    ecdh,
    authSecret,
    json: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: authSecret.toString('base64url') },
  };
}

const info = (label: string) => Buffer.concat([Buffer.from(`Content-Encoding: ${label}`), Buffer.from([0])]);

/**
 * Decrypts a push message as the browser does (RFC 8291 with the aes128gcm coding of RFC 8188): a header (salt,
 * record size, the sender's public key), then one record sealed with a key and nonce derived from the ECDH secret,
 * the auth secret and the salt. Throws if anything does not match.
 */
export function decryptPush(body: Buffer, keys: SubscriberKeys): string {
  const salt = body.subarray(0, 16);
  const idLength = body.readUInt8(20);
  const senderKey = body.subarray(21, 21 + idLength);
  const record = body.subarray(21 + idLength);
  if (record.length > body.readUInt32BE(16)) throw new Error('record larger than its announced size');
  const ecdhSecret = keys.ecdh.computeSecret(senderKey);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), keys.ecdh.getPublicKey(), senderKey]);
  const ikm = Buffer.from(hkdfSync('sha256', ecdhSecret, keys.authSecret, keyInfo, 32));
  const cek = Buffer.from(hkdfSync('sha256', ikm, salt, info('aes128gcm'), 16));
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, info('nonce'), 12));
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(record.subarray(record.length - 16));
  const padded = Buffer.concat([decipher.update(record.subarray(0, record.length - 16)), decipher.final()]);
  // The last record ends with the delimiter 0x02, then optional zero padding.
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end -= 1;
  if (padded[end] !== 2) throw new Error('no last-record delimiter');
  return padded.subarray(0, end).toString('utf8');
}

export type ReceivedPush = {
  path: string;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
  at: number;
};

export type PushService = {
  /** https://localhost:{port}: the endpoints to subscribe with start with it. */
  origin: string;
  /** The self-signed certificate, for NODE_EXTRA_CA_CERTS. */
  caFile: string;
  received: ReceivedPush[];
  /** What the service answers on a path (201 by default, as push services do). */
  answer(pathName: string, status: number): void;
  /** Holds every answer this long (0 by default), so that posts overlap. */
  delayAnswers(ms: number): void;
  /** The most posts it has had under way at once (received, not answered yet). */
  maxInFlight(): number;
  /** Resolves with the count-th message posted to a path, or rejects after timeoutMs. */
  next(pathName: string, count: number, timeoutMs: number): Promise<ReceivedPush>;
  close(): Promise<void>;
};

/** A local push service over HTTPS with a self-signed certificate for localhost, recording what it is sent. */
export async function startPushService(dir: string): Promise<PushService> {
  const keyFile = path.join(dir, 'push-key.pem');
  const caFile = path.join(dir, 'push-cert.pem');
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-days',
      '1',
      '-keyout',
      keyFile,
      '-out',
      caFile,
      '-subj',
      '/CN=localhost',
      '-addext',
      'subjectAltName=DNS:localhost,IP:127.0.0.1,IP:::1',
    ],
    { stdio: 'ignore' },
  );
  const received: ReceivedPush[] = [];
  const answers = new Map<string, number>();
  const waiters = new Set<() => void>();
  let delayMs = 0;
  let inFlight = 0;
  let maxInFlight = 0;
  const server = https.createServer(
    { key: fs.readFileSync(keyFile), cert: fs.readFileSync(caFile) },
    (req, res) => {
      inFlight += 1;
      maxInFlight = Math.max(maxInFlight, inFlight);
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => {
        const pathName = req.url ?? '/';
        received.push({ path: pathName, headers: req.headers, body: Buffer.concat(chunks), at: Date.now() });
        setTimeout(() => {
          inFlight -= 1;
          res.writeHead(answers.get(pathName) ?? 201).end();
          waiters.forEach((wake) => wake());
        }, delayMs);
      });
    },
  );
  // localhost may resolve to ::1 or 127.0.0.1: listen on both where the machine has IPv6.
  await new Promise<void>((resolve, reject) => {
    server.once('error', () => {
      server.once('error', reject);
      server.listen(0, '127.0.0.1', resolve);
    });
    server.listen(0, '::', resolve);
  });
  const { port } = server.address() as AddressInfo;
  return {
    origin: `https://localhost:${port}`,
    caFile,
    received,
    answer: (pathName, status) => void answers.set(pathName, status),
    delayAnswers: (ms) => void (delayMs = ms),
    maxInFlight: () => maxInFlight,
    next: (pathName, count, timeoutMs) =>
      new Promise((resolve, reject) => {
        const check = () => {
          const found = received.filter((r) => r.path === pathName)[count - 1];
          if (!found) return;
          waiters.delete(check);
          clearTimeout(timer);
          resolve(found);
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`no push number ${count} to ${pathName} within ${timeoutMs} ms`));
        }, timeoutMs);
        waiters.add(check);
        check();
      }),
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
