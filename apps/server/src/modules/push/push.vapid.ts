import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import webpush from 'web-push';
import { z } from 'zod';

export type VapidKeys = { publicKey: string; privateKey: string };

const VapidFileSchema = z.object({ publicKey: z.string().min(80), privateKey: z.string().min(40) });

/**
 * The VAPID keys (RFC 8292) the server signs its pushes with: VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY when set;
 * otherwise a pair made at first start and kept in `<dataDir>/vapid-keys.json` (mode 600). Browsers bind their
 * subscriptions to the public key, so it must outlive restarts: a new key would silence every subscription.
 */
export function loadVapidKeys(config: { dataDir: string; push: { vapid?: VapidKeys } }): VapidKeys {
  if (config.push.vapid) return config.push.vapid;
  const file = path.join(config.dataDir, 'vapid-keys.json');
  if (!fs.existsSync(file)) {
    fs.mkdirSync(config.dataDir, { recursive: true });
    // Written aside then linked, as the JWT secret: processes starting together end up with one and the same pair.
    const draft = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
    const keys = webpush.generateVAPIDKeys();
    fs.writeFileSync(draft, JSON.stringify({ publicKey: keys.publicKey, privateKey: keys.privateKey }), {
      mode: 0o600,
    });
    try {
      fs.linkSync(draft, file);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    } finally {
      fs.unlinkSync(draft);
    }
  }
  return VapidFileSchema.parse(JSON.parse(fs.readFileSync(file, 'utf8')));
}
