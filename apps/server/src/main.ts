import v8 from 'node:v8';
import { ConfigError, loadConfig, moveLegacyDataDir } from './config.ts';
import { openDatabase } from './db/client.ts';
import { PGLITE_DEMO_TEMPLATE, PGLITE_TEMPLATE } from './db/pglite-template.ts';
import { demoAccountsWithPublicPassword } from './db/seed/demo-guard.ts';
import { seedDemoIfEmpty } from './db/seed/demo.ts';
import { serveEmbeddedDumps } from './lib/embedded-dump.ts';
import { embeddedBusy, embeddedDatabaseOwner, holdEmbeddedDatabase } from './lib/embedded-lock.ts';
import { openRedis } from './lib/redis.ts';
import {
  databaseFailure,
  ensureDataDirWritable,
  ensurePortFree,
  listenFailure,
} from './lib/startup-checks.ts';

async function main(): Promise<void> {
  const config = loadConfig();
  // Before anything is written: a second server started by mistake stops here, without a data folder of its own.
  await ensurePortFree(config.host, config.port);
  const moved = process.env.DATA_DIR ? undefined : moveLegacyDataDir();
  if (moved) console.info(`Données déplacées de ${moved} vers ${config.dataDir}`);
  ensureDataDirWritable(config.dataDir);
  if (!config.databaseUrl) {
    const owner = embeddedDatabaseOwner(config.dataDir);
    if (owner) throw new ConfigError(embeddedBusy(config.dataDir, owner));
    // The embedded database is PostgreSQL in WebAssembly, whose busiest functions V8 compiles again with its optimizing
    // compiler, in the background. During the start that work took the processor from the start itself and stalled it
    // up to 0.15 s; ten times the default budget leaves it to the functions a running server keeps using (requests run
    // about 10 % slower for their first few seconds). Set before PGlite compiles its module.
    v8.setFlagsFromString('--wasm-tiering-budget=20000000');
  }
  let onConnectionError = (error: Error) => console.error('Connexion à la base perdue :', error.message);
  // The rest of the server's code loads while the embedded database is copied (the disk's time more than the
  // processor's) and opened.
  const [database, { buildApp }, { attachRealtime }] = await Promise.all([
    openDatabase({
      databaseUrl: config.databaseUrl,
      dataDir: config.dataDir,
      template: config.seedDemo ? PGLITE_DEMO_TEMPLATE : PGLITE_TEMPLATE,
      onConnectionError: (error) => onConnectionError(error),
    }).catch((error: unknown) => {
      throw (config.databaseUrl && databaseFailure(error, config.databaseUrl)) || error;
    }),
    import('./app.ts'),
    import('./realtime/realtime.plugin.ts'),
  ]);
  const release = database.kind === 'pglite' ? holdEmbeddedDatabase(config.dataDir) : () => undefined;
  process.on('exit', release);
  if (config.seedDemo) await seedDemoIfEmpty(database.db);
  if (config.env === 'production') {
    const open = await demoAccountsWithPublicPassword(database.db);
    if (open.length > 0) {
      await database.close();
      throw new ConfigError(
        `Comptes de démonstration avec le mot de passe public en production : ${open.join(', ')}. ` +
          'Changez leur mot de passe ou désactivez-les avant de démarrer avec NODE_ENV=production.',
      );
    }
  }
  const redis = await openRedis(config.redisUrl);
  const app = await buildApp({ config, database, redis });
  onConnectionError = (error) => app.log.warn({ err: error }, 'connexion à la base perdue, remplacée');
  // npm run db:backup asks the server for the embedded database, which no other process may open while it runs.
  const stopDumps = database.dump
    ? await serveEmbeddedDumps(config.dataDir, database.dump, (err) =>
        app.log.error({ err }, 'copie de la base embarquée impossible'),
      ).catch((err: unknown) => {
        app.log.warn({ err }, 'sauvegarde de la base embarquée impossible tant que le serveur tourne');
        return undefined;
      })
    : undefined;

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'arrêt en cours');
    // close() stops accepting, lets in-flight requests finish, then runs onClose hooks (sockets).
    await app.close();
    await redis?.quit().catch(() => undefined);
    await stopDumps?.();
    await database.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ host: config.host, port: config.port }).catch((error: unknown) => {
    throw listenFailure(error, config.host, config.port) ?? error;
  });
  // Socket.IO (/gps, /chat) on the same port; app.close() disconnects it first and writes pending positions.
  await attachRealtime(app);
  const shown = config.host.includes(':') ? `[${config.host}]` : config.host;
  app.log.info(
    `Security Ops Manager à l'écoute sur http://${shown}:${config.port} (adresse publique ${config.publicUrl}, ` +
      `base ${database.kind})${config.host === '127.0.0.1' ? ' ; HOST=0.0.0.0 pour le réseau local' : ''}`,
  );
}

// One line the operator can act on; the stack of an unforeseen failure only with LOG_LEVEL=debug or trace.
main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    console.error(error.message);
  } else if (['debug', 'trace'].includes(process.env.LOG_LEVEL ?? '')) {
    console.error('Échec du démarrage :', error);
  } else {
    const message = error instanceof Error ? error.message : String(error);
    console.error(`Échec du démarrage : ${message.split('\n')[0]} (LOG_LEVEL=debug pour le détail).`);
  }
  process.exit(1);
});
