import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/**
 * The text of `<dataDir>/<name>`, made with `make()` the first time (mode 600) and kept for the next starts. Written
 * aside then linked: link() refuses to replace, so processes starting together all end up with one complete file.
 */
export function readOrCreateSecretFile(dataDir: string, name: string, make: () => string): string {
  const file = path.join(dataDir, name);
  if (!fs.existsSync(file)) {
    fs.mkdirSync(dataDir, { recursive: true });
    const draft = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
    fs.writeFileSync(draft, make(), { mode: 0o600 });
    try {
      fs.linkSync(draft, file);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    } finally {
      fs.unlinkSync(draft);
    }
  }
  return fs.readFileSync(file, 'utf8');
}
