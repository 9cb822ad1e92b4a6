import webpush from 'web-push';
import { describe, expect, it } from 'vitest';
import { generateVapidKeys } from './push.vapid.ts';

describe('generateVapidKeys', () => {
  it('makes P-256 pairs that web-push signs with, the private key always 32 bytes', () => {
    for (let i = 0; i < 50; i += 1) {
      const keys = generateVapidKeys();
      expect(Buffer.from(keys.publicKey, 'base64url')).toHaveLength(65);
      expect(Buffer.from(keys.privateKey, 'base64url')).toHaveLength(32);
      expect(() =>
        webpush.setVapidDetails('mailto:exploitation@exemple.fr', keys.publicKey, keys.privateKey),
      ).not.toThrow();
    }
    const { publicKey, privateKey } = generateVapidKeys();
    const headers = webpush.getVapidHeaders(
      'https://fcm.googleapis.com',
      'mailto:a@exemple.fr',
      publicKey,
      privateKey,
      'aes128gcm',
    );
    expect(headers.Authorization).toMatch(/^vapid t=.+, k=/);
  });
});
