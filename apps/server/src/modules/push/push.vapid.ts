import { createECDH } from 'node:crypto';
import { z } from 'zod';
import { readOrCreateSecretFile } from '../../lib/secret-file.ts';

export type VapidKeys = { publicKey: string; privateKey: string };

const VapidFileSchema = z.object({ publicKey: z.string().min(80), privateKey: z.string().min(40) });

/**
 * The VAPID keys (RFC 8292) the server signs its pushes with: VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY when set;
 * otherwise a pair made at first start and kept in `<dataDir>/vapid-keys.json` (mode 600). Browsers bind their
 * subscriptions to the public key, so it must outlive restarts: a new key would silence every subscription.
 */
export function loadVapidKeys(config: { dataDir: string; push: { vapid?: VapidKeys } }): VapidKeys {
  if (config.push.vapid) return config.push.vapid;
  const text = readOrCreateSecretFile(config.dataDir, 'vapid-keys.json', () =>
    JSON.stringify(generateVapidKeys()),
  );
  return VapidFileSchema.parse(JSON.parse(text));
}

/** A P-256 key pair in the form web-push takes (base64url: the uncompressed public point, the 32-byte private key). */
export function generateVapidKeys(): VapidKeys {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const secret = ecdh.getPrivateKey();
  return {
    publicKey: ecdh.getPublicKey().toString('base64url'),
    privateKey: Buffer.concat([Buffer.alloc(32 - secret.length), secret]).toString('base64url'),
  };
}
