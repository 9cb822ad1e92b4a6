import { runTool } from './cli.ts';

/**
 * Empties the target before a restore, in the restore's own transaction: objects of a newer schema must not stay
 * (migrations would then fail), and a failed restore leaves the database as it was. Objects of extensions stay.
 */
const WIPE = `
drop schema if exists drizzle cascade;
do $$
declare r record;
begin
  -- Tables first: the sequences of their identity columns go with them.
  for r in
    select 1 as rank, format('drop %s if exists public.%I cascade',
      case c.relkind when 'v' then 'view' when 'm' then 'materialized view' when 'S' then 'sequence' else 'table' end,
      c.relname) as q
    from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where n.nspname = 'public' and c.relkind in ('r', 'p', 'v', 'm', 'S')
      and not exists (select 1 from pg_depend d where d.objid = c.oid and d.deptype = 'e')
    union all
    select 2, format('drop type if exists public.%I cascade', t.typname)
    from pg_type t join pg_namespace n on n.oid = t.typnamespace
    where n.nspname = 'public' and t.typtype in ('e', 'd')
      and not exists (select 1 from pg_depend d where d.objid = t.oid and d.deptype = 'e')
    union all
    select 3, format('drop routine if exists %s cascade', p.oid::regprocedure)
    from pg_proc p join pg_namespace n on n.oid = p.pronamespace
    where n.nspname = 'public' and not exists (select 1 from pg_depend d where d.objid = p.oid and d.deptype = 'e')
    order by 1, 2 desc
  loop
    execute r.q;
  end loop;
end $$;`;

/** The libpq options of a URL, its password passed in the environment so that the process list never shows it. */
function connection(url: string): { dbname: string; env: NodeJS.ProcessEnv } {
  const parsed = new URL(url);
  const password = decodeURIComponent(parsed.password);
  parsed.password = '';
  const env = { ...process.env, PGOPTIONS: '-c client_min_messages=warning' };
  return { dbname: parsed.toString(), env: password ? { ...env, PGPASSWORD: password } : env };
}

const MISSING =
  'introuvable : installez le client PostgreSQL (paquet Debian postgresql-client), de la version du serveur ou ' +
  'plus récente.';
const run = (command: string, args: string[], env: NodeJS.ProcessEnv) =>
  runTool(command, args, `${command} ${MISSING}`, env);

/** Dumps the database in pg_dump's custom format: one consistent snapshot, taken while the app keeps running. */
export async function pgDump(url: string, file: string): Promise<void> {
  const { dbname, env } = connection(url);
  await run('pg_dump', ['--format=custom', `--file=${file}`, `--dbname=${dbname}`], env);
}

/**
 * Replaces the database's content by a dump, all in one transaction. The dump is turned into SQL first, whole, so
 * that a damaged dump never reaches the database. Objects belong to the user of the URL: use the app's own.
 */
export async function pgRestore(url: string, dumpFile: string, sqlFile: string): Promise<void> {
  const { dbname, env } = connection(url);
  await run('pg_restore', ['--no-owner', '--no-privileges', `--file=${sqlFile}`, dumpFile], env);
  const args = ['-X', '-q', '--single-transaction', '-v', 'ON_ERROR_STOP=1', '-c', WIPE, '-f', sqlFile];
  await run('psql', [...args, `--dbname=${dbname}`], env);
}
