/**
 * Agents for the live-map measure of bench/web-vitals.bench.ts: `count` agents on duty on one mission in progress,
 * written straight into the embedded database of a stopped server, each with a session and the access token the
 * server (started with the same JWT_SECRET) accepts on /gps.
 */
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { createJwtService } from '../../apps/server/src/lib/auth/jwt.ts';

export type MapAgent = { token: string; missionId: string };

const EMAIL = (i: string) => `'map-agent-' || ${i} || '@bench.test'`;

export async function seedMapAgents(dataDir: string, count: number, jwtSecret: string): Promise<MapAgent[]> {
  const client = await PGlite.create(path.join(dataDir, 'pglite'));
  try {
    const mission = await client.query<{ id: string }>(
      `insert into missions (title, type, status, start_at, end_at, location_lat, location_lng)
         values ('Carte en charge', 'EVENT', 'ACTIVE', now() - interval '1 hour', now() + interval '1 day',
                 48.8566, 2.3522)
         returning id`,
    );
    const missionId = mission.rows[0]!.id;
    await client.exec(
      `insert into users (email, password_hash, role)
         select ${EMAIL('i')}, 'x', 'AGENT' from generate_series(1, ${count}) i;
       insert into agents (user_id, first_name, last_name, matricule)
         select id, chr(65 + (n % 26)::int), 'Charge ' || n, 'MAP-' || n
         from (select id, row_number() over (order by email) as n from users
               where email like 'map-agent-%@bench.test') u;
       insert into mission_assignments (mission_id, agent_id)
         select '${missionId}', id from agents where matricule like 'MAP-%';
       insert into shifts (agent_id, mission_id, start_at, end_at)
         select agent_id, mission_id, now() - interval '1 hour', now() + interval '1 day'
         from mission_assignments where mission_id = '${missionId}';`,
    );
    const sessions = await client.query<{ user_id: string; family_id: string }>(
      `insert into refresh_tokens (user_id, family_id, token_hash, expires_at)
         select id, gen_random_uuid(), 'map-bench-' || id, now() + interval '1 day'
         from users where email like 'map-agent-%@bench.test'
         returning user_id, family_id`,
    );
    const jwt = createJwtService(new TextEncoder().encode(jwtSecret));
    return await Promise.all(
      sessions.rows.map(async (row) => ({
        token: await jwt.signAccess({ userId: row.user_id, role: 'AGENT', sessionId: row.family_id }),
        missionId,
      })),
    );
  } finally {
    await client.close();
  }
}
