import { parseArgs } from 'node:util';
import * as MSG from '@secops/domain/messages';
import { ROLE_LABELS, ROLES } from '@secops/domain/roles';
import { CreateUserBodySchema, CreateUserFieldsSchema, withClientRule } from '@secops/domain/users.schemas';
import { ConfigError, loadConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { embeddedBusy, embeddedDatabaseOwner } from '../lib/embedded-lock.ts';
import { AppError } from '../lib/errors.ts';
import { createUser } from '../modules/users/users.service.ts';
import { askHidden } from './prompt.ts';

/** The variable a script may give the password in, when no one is there to type it. */
const PASSWORD_VARIABLE = 'SECOPS_USER_PASSWORD';

const USAGE = `Usage : npm run user:create -- --email <email> --role <${ROLES.join('|')}>
         [--first-name <prénom>] [--last-name <nom>]
Le mot de passe est demandé (saisie masquée), lu sur l'entrée standard (echo … | npm run user:create …) ou pris
dans la variable ${PASSWORD_VARIABLE} ; jamais en argument, qui resterait dans l'historique du shell.`;

const usageError = (message: string) => new AppError('USAGE', 400, message);

function readOptions() {
  try {
    return parseArgs({
      options: {
        email: { type: 'string' },
        role: { type: 'string' },
        'first-name': { type: 'string' },
        'last-name': { type: 'string' },
      },
      strict: true,
      allowPositionals: false,
    }).values;
  } catch (error) {
    const option = error instanceof Error ? /'([^']+)'/.exec(error.message)?.[1] : undefined;
    if (option?.startsWith('--password')) {
      throw usageError(
        "--password n'est pas accepté : le mot de passe resterait dans l'historique du shell et l'affichage de npm.",
      );
    }
    throw usageError(option ? `Option inconnue ou sans valeur : ${option}` : 'Arguments invalides.');
  }
}

/** The password from the environment (then forgotten by it), else typed twice at the prompt, else one line of stdin. */
async function readPassword(): Promise<string> {
  const given = process.env[PASSWORD_VARIABLE];
  delete process.env[PASSWORD_VARIABLE];
  if (given) return given;
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
  if (!(ROLES as readonly string[]).includes(fields.role)) {
    const known = ROLES.map((role) => `${role} (${ROLE_LABELS[role]})`).join(', ');
    throw new AppError('VALIDATION', 400, `Rôle inconnu : ${fields.role}. Rôles possibles : ${known}.`);
  }
  // Check everything but the password first, so nobody types a password for a command that cannot succeed.
  const early = withClientRule(CreateUserFieldsSchema.omit({ password: true })).safeParse(fields);
  if (!early.success) throw new AppError('VALIDATION', 400, early.error.issues[0]?.message ?? MSG.validation);
  const password = await readPassword();
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
