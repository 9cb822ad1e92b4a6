import { describe, expect, it } from 'vitest';
import * as MSG from '@secops/domain/messages';
import { ConfigError, DEFAULT_PUSH_HOSTS, loadConfig } from '../../config.ts';
import { subscriberKeys } from '../../test/push-service.ts';
import { assertPushEndpoint, assertPushKeys, isPushHostAllowed, mentionRecipients } from './push.policy.ts';

const refusal = (act: () => unknown) => {
  try {
    act();
    return 'accepted';
  } catch (error) {
    return { status: (error as { statusCode: number }).statusCode, message: (error as Error).message };
  }
};

describe('the push host allowlist', () => {
  it('takes the browser vendors’ push services by default', () => {
    for (const host of [
      'fcm.googleapis.com',
      'updates.push.services.mozilla.com',
      'wns2-par02p.notify.windows.com',
      'web.push.apple.com',
      'api.push.apple.com',
    ]) {
      expect(isPushHostAllowed(host, DEFAULT_PUSH_HOSTS), host).toBe(true);
    }
  });

  it('matches a *. entry on subdomains only, never on look-alikes', () => {
    const allowed = ['*.push.apple.com', 'localhost'];
    expect(isPushHostAllowed('a.b.push.apple.com', allowed)).toBe(true);
    expect(isPushHostAllowed('push.apple.com', allowed)).toBe(false);
    expect(isPushHostAllowed('evilpush.apple.com', allowed)).toBe(false);
    expect(isPushHostAllowed('push.apple.com.evil.fr', allowed)).toBe(false);
    expect(isPushHostAllowed('LOCALHOST.', allowed)).toBe(true);
    expect(isPushHostAllowed('localhost.evil.fr', allowed)).toBe(false);
    expect(isPushHostAllowed('', allowed)).toBe(false);
  });

  it('refuses an endpoint that is not https, carries credentials or names another host', () => {
    const allowed = ['fcm.googleapis.com'];
    expect(assertPushEndpoint('https://fcm.googleapis.com/fcm/send/abc', allowed)).toBe(
      'https://fcm.googleapis.com/fcm/send/abc',
    );
    const invalid = { status: 400, message: MSG.pushEndpointInvalid };
    expect(refusal(() => assertPushEndpoint('http://fcm.googleapis.com/fcm/send/abc', allowed))).toEqual(
      invalid,
    );
    expect(refusal(() => assertPushEndpoint('https://user:pw@fcm.googleapis.com/x', allowed))).toEqual(
      invalid,
    );
    expect(refusal(() => assertPushEndpoint('not a url', allowed))).toEqual(invalid);
    const notAllowed = { status: 400, message: MSG.pushEndpointNotAllowed };
    expect(refusal(() => assertPushEndpoint('https://127.0.0.1/push', allowed))).toEqual(notAllowed);
    expect(refusal(() => assertPushEndpoint('https://fcm.googleapis.com.evil.fr/x', allowed))).toEqual(
      notAllowed,
    );
    // A backslash is a slash to the URL parser, not to every parser: what the parser writes back must be what was sent.
    expect(refusal(() => assertPushEndpoint('https://fcm.googleapis.com\\@evil.fr/x', allowed))).toEqual(
      invalid,
    );
    expect(refusal(() => assertPushEndpoint('https://fcm.googleapis.com:8443/x', allowed))).toEqual(
      notAllowed,
    );
  });

  it('matches a port only when the entry names it', () => {
    expect(isPushHostAllowed('localhost:8443', ['localhost'])).toBe(false);
    expect(isPushHostAllowed('localhost:8443', ['localhost:8443'])).toBe(true);
    expect(isPushHostAllowed('localhost', ['localhost:8443'])).toBe(false);
    expect(isPushHostAllowed('a.notify.windows.com:444', ['*.notify.windows.com'])).toBe(false);
  });

  it('refuses keys that cannot encrypt: a point off the curve or a short secret', () => {
    const { json } = subscriberKeys();
    expect(refusal(() => assertPushKeys(json))).toBe('accepted');
    const offCurve = Buffer.alloc(65, 1);
    offCurve[0] = 4;
    const invalid = { status: 400, message: MSG.pushKeysInvalid };
    expect(refusal(() => assertPushKeys({ ...json, p256dh: offCurve.toString('base64url') }))).toEqual(
      invalid,
    );
    expect(refusal(() => assertPushKeys({ ...json, auth: 'AAAA' }))).toEqual(invalid);
  });
});

describe('push settings', () => {
  const config = (env: Record<string, string>) => loadConfig({ NODE_ENV: 'test', ...env }).push;

  it('reads PUSH_ALLOWED_HOSTS as host names, *. prefixes and ports allowed, the vendors’ services by default', () => {
    expect(config({}).allowedHosts).toEqual(DEFAULT_PUSH_HOSTS);
    expect(config({ PUSH_ALLOWED_HOSTS: ' localhost, *.Push.Example.fr ' }).allowedHosts).toEqual([
      'localhost',
      '*.push.example.fr',
    ]);
    expect(config({ PUSH_ALLOWED_HOSTS: 'localhost:8443' }).allowedHosts).toEqual(['localhost:8443']);
    expect(() => config({ PUSH_ALLOWED_HOSTS: 'https://fcm.googleapis.com' })).toThrow(ConfigError);
    expect(() => config({ PUSH_ALLOWED_HOSTS: 'fcm.*.com' })).toThrow(ConfigError);
  });

  it('takes a VAPID key pair only whole, and a subject that is a mailto: or https: address', () => {
    const publicKey = subscriberKeys().json.p256dh;
    const privateKey = Buffer.alloc(32, 1).toString('base64url');
    expect(config({ VAPID_PUBLIC_KEY: publicKey, VAPID_PRIVATE_KEY: privateKey }).vapid).toEqual({
      publicKey,
      privateKey,
    });
    expect(config({}).vapid).toBeUndefined();
    expect(config({}).subject).toBe('mailto:admin@localhost');
    expect(() => config({ VAPID_PUBLIC_KEY: publicKey })).toThrow(ConfigError);
    expect(() => config({ VAPID_PUBLIC_KEY: 'court', VAPID_PRIVATE_KEY: privateKey })).toThrow(ConfigError);
    expect(() => config({ VAPID_SUBJECT: 'admin@example.fr' })).toThrow(ConfigError);
  });
});

describe('mention recipients', () => {
  const members = [{ userId: 'u-1' }, { userId: 'u-2' }, { userId: 'u-2' }, { userId: 'u-3' }];

  it('are the members named, each once, never the sender', () => {
    expect(mentionRecipients(['u-2', 'u-1', 'u-2'], members, 'u-1')).toEqual(['u-2']);
    expect(mentionRecipients([], members, 'u-1')).toEqual([]);
  });

  it('are every member but the sender for @Tout le monde', () => {
    expect(mentionRecipients('all', members, 'u-3')).toEqual(['u-1', 'u-2']);
  });
});
