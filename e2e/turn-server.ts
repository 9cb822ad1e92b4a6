import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createSocket } from 'node:dgram';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TURN_TEST } from './turn-data.ts';

type TurnOptions = typeof TURN_TEST;
export type TurnServer = { log: () => string; stop: () => Promise<void> };

export const turnserverInstalled = () => !spawnSync('turnserver', ['--version']).error;

/**
 * A coturn for one test run: the production settings that matter here (TURN REST credentials with a shared secret),
 * on loopback only. coturn refuses loopback peers by default, and both peers of the test relay through 127.0.0.1.
 */
function turnConfig(o: TurnOptions, dir: string): string {
  return [
    'listening-ip=127.0.0.1',
    'relay-ip=127.0.0.1',
    `listening-port=${o.port}`,
    `min-port=${o.minRelayPort}`,
    `max-port=${o.maxRelayPort}`,
    'use-auth-secret',
    `static-auth-secret=${o.secret}`,
    `realm=${o.realm}`,
    'fingerprint',
    'no-tls',
    'no-dtls',
    'no-tcp-relay',
    'no-cli',
    'allow-loopback-peers',
    'no-multicast-peers',
    `userdb=${path.join(dir, 'turndb')}`,
    `pidfile=${path.join(dir, 'turnserver.pid')}`,
    `log-file=${path.join(dir, 'turnserver.log')}`,
    'simple-log',
    'verbose',
    '',
  ].join('\n');
}

/**
 * Starts `turnserver` (not the system service) and resolves once it answers a STUN binding request. coturn only logs
 * an option it does not know: that stops the start too, since the test would then check another configuration.
 */
export async function startTurnServer(o: TurnOptions): Promise<TurnServer> {
  const dir = mkdtempSync(path.join(tmpdir(), 'secops-turn-'));
  const conf = path.join(dir, 'turnserver.conf');
  writeFileSync(conf, turnConfig(o, dir));
  const child = spawn('turnserver', ['-c', conf], { stdio: ['ignore', 'ignore', 'pipe'] });
  let errors = '';
  child.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const log = () => {
    const file = path.join(dir, 'turnserver.log');
    return (existsSync(file) ? readFileSync(file, 'utf8') : '') + errors;
  };
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
    rmSync(dir, { recursive: true, force: true });
  };

  const deadline = Date.now() + 10_000;
  let ready = false;
  while (!ready && child.exitCode === null && Date.now() < deadline) ready = await answersStun(o.port);
  if (!ready || /Bad configuration format/.test(log())) {
    const output = log();
    await stop();
    throw new Error(`coturn did not start as configured on 127.0.0.1:${o.port}:\n${output}`);
  }
  return { log, stop };
}

/** One STUN binding request (RFC 5389) over UDP; true when a binding success response comes back. */
function answersStun(port: number, timeoutMs = 250): Promise<boolean> {
  const request = Buffer.alloc(20);
  request.writeUInt16BE(0x0001, 0);
  request.writeUInt32BE(0x2112a442, 4);
  randomBytes(12).copy(request, 8);
  const socket = createSocket('udp4');
  return new Promise((resolve) => {
    const done = (ok: boolean) => {
      clearTimeout(timer);
      socket.close();
      resolve(ok);
    };
    const timer = setTimeout(() => done(false), timeoutMs);
    socket.once('message', (reply) => done(reply.readUInt16BE(0) === 0x0101));
    socket.once('error', () => done(false));
    socket.send(request, port, '127.0.0.1');
  });
}
