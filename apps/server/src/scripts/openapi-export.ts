import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { fromCaller } from './backup/cli.ts';

/**
 * Writes the OpenAPI document of the built server to the file named (openapi.json by default), for `npm run
 * openapi:lint`: the app is built as `npm start` builds it, on a throwaway embedded database, and never listens.
 */
async function main(): Promise<void> {
  const file = fromCaller(process.argv[2] ?? 'openapi.json');
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'secops-openapi-'));
  const database = await openDatabase({ dataDir: 'memory://' });
  try {
    const config = loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      JWT_SECRET: randomBytes(32).toString('hex'),
      PUBLIC_URL: process.env.PUBLIC_URL,
    });
    const app = await buildApp({ config, database, redis: undefined });
    await app.ready();
    fs.writeFileSync(file, `${JSON.stringify(app.swagger(), null, 2)}\n`);
    await app.close();
    console.info(`Document OpenAPI écrit : ${file}`);
  } finally {
    await database.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(
    `Échec de l'écriture du document OpenAPI : ${error instanceof Error ? error.message : error}`,
  );
  process.exitCode = 1;
});
