import webpush from 'web-push';
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
  const text = readOrCreateSecretFile(config.dataDir, 'vapid-keys.json', () => {
    const { publicKey, privateKey } = webpush.generateVAPIDKeys();
    return JSON.stringify({ publicKey, privateKey });
  });
  return VapidFileSchema.parse(JSON.parse(text));
}
