/**
 * Sign-in bursts on PostgreSQL: two app instances with their own connection pools (as two server processes) share
 * one throwaway database. Each burst sends BENCH_BURST parallel wrong sign-ins for one account, half to each
 * instance, with the right password in the middle:
 * 1. all from one address (the account locks for that address after 5 failures);
 * 2. each from its own address (the account locks after 10 failures, whatever the address).
 * A 401 is a password that was checked; everything else must be 429. Exits 1 when more were checked than the limit
 * or the right password got in.
 *
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npx tsx bench/login-burst.bench.ts
 */
import { randomBytes } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { hashPassword } from '../apps/server/src/lib/auth/password.ts';
import { ACCOUNT_RULE, PAIR_RULE } from '../apps/server/src/modules/auth/login-throttle.service.ts';
import { ms } from './lib/latency.ts';
import { createThrowawayDatabase, runStatements } from './lib/throwaway-database.ts';

const BURST = Number(process.env.BENCH_BURST ?? 1000);
const PASSWORD = 'the-right-password-42';

async function startInstance(url: string, secret: string) {
  const database = await openDatabase({ databaseUrl: url });
  const config = loadConfig({
    NODE_ENV: 'production',
    LOG_LEVEL: 'silent',
    JWT_SECRET: secret,
    WEB_DIST: '/nonexistent',
    DATA_DIR: '/tmp/secops-bench',
    TRUST_PROXY: 'true',
  });
  const app = await buildApp({ config, database });
  const origin = await app.listen({ host: '127.0.0.1', port: 0 });
  return { origin, close: async () => (await app.close(), await database.close()) };
}

/** One burst; true when it kept to the limit and refused the right password. */
async function burst(origins: string[], email: string, limit: number, address: (i: number) => string) {
  const middle = Math.floor(BURST / 2);
  const started = performance.now();
  const statuses = await Promise.all(
    Array.from({ length: BURST + 1 }, async (_, i) => {
      const res = await fetch(`${origins[i % origins.length]}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': address(i) },
        body: JSON.stringify({ email, password: i === middle ? PASSWORD : `wrong-password-${i}` }),
      });
      await res.arrayBuffer();
      return res.status;
    }),
  );
  const count = (status: number) => statuses.filter((s) => s === status).length;
  const checked = count(401);
  const other = statuses.length - checked - count(429);
  console.log(
    `  ${statuses.length} requests in ${ms(performance.now() - started)}: ${checked} passwords checked ` +
      `(limit ${limit}), ${count(429)} refused with 429, ${other} other; right password: ${statuses[middle]}`,
  );
  return checked <= limit && other === 0 && statuses[middle] === 429;
}

async function main(): Promise<void> {
  const throwaway = await createThrowawayDatabase('secops_bench_login');
  const secret = randomBytes(32).toString('hex');
  const instances = [];
  try {
    instances.push(await startInstance(throwaway.url, secret), await startInstance(throwaway.url, secret));
    const hash = await hashPassword(PASSWORD);
    await runStatements(throwaway.url, [
      `insert into users (email, password_hash, role) values
         ('one@bench.test', '${hash}', 'ADMIN'), ('many@bench.test', '${hash}', 'ADMIN')`,
    ]);
    const origins = instances.map((i) => i.origin);
    console.log(`${BURST} parallel wrong sign-ins and the right one, over 2 instances sharing PostgreSQL`);
    console.log('from one address:');
    const one = await burst(origins, 'one@bench.test', PAIR_RULE.limit, () => '203.0.113.7');
    console.log('from one address each:');
    const many = await burst(
      origins,
      'many@bench.test',
      ACCOUNT_RULE.limit,
      (i) => `10.${i >> 16}.${(i >> 8) & 255}.${i & 255}`,
    );
    process.exitCode = one && many ? 0 : 1;
  } finally {
    for (const instance of instances) await instance.close();
    await throwaway.drop();
  }
}

await main();
