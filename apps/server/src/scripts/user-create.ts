import { parseArgs } from 'node:util';
import * as MSG from '@secops/domain/messages';
import { ROLE_LABELS, ROLES } from '@secops/domain/roles';
import { CreateUserBodySchema } from '@secops/domain/users.schemas';
import { ConfigError, loadConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { embeddedBusy, embeddedDatabaseOwner } from '../lib/embedded-lock.ts';
import { AppError } from '../lib/errors.ts';
import { createUser } from '../modules/users/users.service.ts';
import { askHidden } from './prompt.ts';

const USAGE = `Usage : npm run user:create -- --email <email> --role <${ROLES.join('|')}>
         [--password <mot de passe>] [--first-name <prénom>] [--last-name <nom>]
Sans --password, le mot de passe est demandé (saisie masquée).`;

const usageError = (message: string) => new AppError('USAGE', 400, message);

function readOptions() {
  try {
    return parseArgs({
      options: {
        email: { type: 'string' },
        role: { type: 'string' },
        password: { type: 'string' },
        'first-name': { type: 'string' },
        'last-name': { type: 'string' },
      },
      strict: true,
      allowPositionals: false,
    }).values;
  } catch (error) {
    const option = error instanceof Error ? /'([^']+)'/.exec(error.message)?.[1] : undefined;
    throw usageError(option ? `Option inconnue ou sans valeur : ${option}` : 'Arguments invalides.');
  }
}

async function askPassword(): Promise<string> {
  const password = await askHidden('Mot de passe : ');
  if (password === undefined) throw usageError('Saisie du mot de passe interrompue.');
  if (!process.stdin.isTTY) return password;
  const again = await askHidden('Confirmez le mot de passe : ');
  if (again !== password) throw new AppError('VALIDATION', 400, MSG.passwordMismatch);
  return password;
}

/** Creates an account from the command line: the shell around users.service createUser. */
async function main(): Promise<void> {
  const options = readOptions();
  if (!options.email || !options.role) throw usageError("L'email et le rôle sont obligatoires.");
  const fields = {
    email: options.email,
    role: options.role,
    firstName: options['first-name'],
    lastName: options['last-name'],
  };
  // Check everything but the password first, so nobody types a password for a command that cannot succeed.
  const early = CreateUserBodySchema.omit({ password: true }).safeParse(fields);
  if (!early.success) throw new AppError('VALIDATION', 400, early.error.issues[0]?.message ?? MSG.validation);
  const password = options.password ?? (await askPassword());
  const input = CreateUserBodySchema.safeParse({ ...fields, password });
  if (!input.success) throw new AppError('VALIDATION', 400, input.error.issues[0]?.message ?? MSG.validation);

  const config = loadConfig();
  // The running server holds the embedded database: a second process would not be seen by it, and could damage it.
  const owner = config.databaseUrl ? undefined : embeddedDatabaseOwner(config.dataDir);
  if (owner) throw new ConfigError(embeddedBusy(config.dataDir, owner));
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    const user = await createUser(database.db, input.data);
    const name = [user.firstName, user.lastName].filter(Boolean).join(' ') || '—';
    console.info('Compte créé :');
    console.info(`  id     : ${user.id}`);
    console.info(`  email  : ${user.email}`);
    console.info(`  rôle   : ${user.role} (${ROLE_LABELS[user.role]})`);
    console.info(`  nom    : ${name}`);
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  if (error instanceof AppError && error.code === 'USAGE') {
    console.error(`${error.message}\n${USAGE}`);
    process.exitCode = 2;
  } else if (error instanceof AppError || error instanceof ConfigError) {
    console.error(error.message);
    process.exitCode = 1;
  } else {
    console.error('Échec de la création du compte :', error);
    process.exitCode = 1;
  }
});
