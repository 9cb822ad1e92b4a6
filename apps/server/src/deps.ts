import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import type { JwtService } from './lib/auth/jwt.ts';
import type { Mailer } from './lib/mail.ts';
import type { Redis } from './lib/redis.ts';
import type { MovementWatch } from './modules/gps/movement-watch.ts';
import type { Revocations } from './realtime/revocations.ts';

/**
 * What the application is built from and every part may use. Its own module, so that services depend on it and not
 * on app.ts (which imports every route, and so every service).
 */
export type AppDeps = {
  config: Config;
  database: Database;
  redis?: Redis;
  jwt: JwtService;
  mailer: Mailer;
  /** Ended sessions, told to the socket servers of every process (`onUserRevoked` to subscribe one). */
  revocations: Revocations;
  /** Each agent's last fix, to mark an attendance suspect on an implausible jump (positions and clock fixes). */
  movement: MovementWatch;
  /**
   * Whether the minute jobs (dispatch alerts' rules, activity reports) run by themselves, at start and every minute.
   * True in the server; false in tests that are the jobs' clock, so that no pass at the real time takes their lock
   * or their rows.
   */
  timedJobs: boolean;
};

declare module 'fastify' {
  interface FastifyInstance {
    deps: AppDeps;
  }
}
