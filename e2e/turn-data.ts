import { randomBytes } from 'node:crypto';

/**
 * The coturn that turn-relay.spec.ts starts, and the TURN settings playwright.config.ts gives the app so that
 * `GET /api/calls/ice-servers` points at it. The ports follow E2E_PORT, so two runs side by side do not collide; the
 * shared secret is drawn once per run and reaches the test workers through the environment.
 */
const offset = Number(process.env.E2E_PORT ?? 3101) % 1000;
process.env.E2E_TURN_SECRET ??= randomBytes(24).toString('base64url');

/**
 * Relay ports per run. Every call of the run's other specs made while this coturn runs (calls.spec.ts, in another
 * worker) allocates relays here too, one per local address of each browser, held until they expire. With 20 ports the
 * relay test once waited in a full run for a data channel that never opened; alone it passed.
 */
const RELAY_PORTS = 100;

export const TURN_TEST = {
  port: 34000 + offset,
  minRelayPort: 40000 + (offset % 200) * RELAY_PORTS,
  maxRelayPort: 40000 + (offset % 200) * RELAY_PORTS + RELAY_PORTS - 1,
  secret: process.env.E2E_TURN_SECRET,
  realm: 'secops.test',
};

/** The app's settings for that coturn (UDP only: the test server runs without TLS). */
export const TURN_TEST_ENV = {
  TURN_URLS: `turn:127.0.0.1:${TURN_TEST.port}?transport=udp`,
  TURN_SECRET: TURN_TEST.secret,
};
