/**
 * The agents of the live-map measure on the real /gps namespace: each sends position:update once a second, the
 * agents spread evenly over the second, each walking its own small circle around central Paris.
 */
import { io, type Socket } from 'socket.io-client';
import type { MapAgent } from './gps-map-seed.ts';

export type MapAgentsDriver = {
  /** Positions the server acknowledged (stored and broadcast) since the last call. */
  takeAcked(): number;
  stop(): void;
};

const CENTER = { lat: 48.8566, lng: 2.3522 };

function connect(url: string, token: string): Promise<Socket> {
  const socket = io(`${url}/gps`, { auth: { token }, transports: ['websocket'], forceNew: true });
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', reject);
  });
}

export async function driveMapAgents(url: string, agents: MapAgent[]): Promise<MapAgentsDriver> {
  const sockets: Socket[] = [];
  for (let i = 0; i < agents.length; i += 50)
    sockets.push(...(await Promise.all(agents.slice(i, i + 50).map((a) => connect(url, a.token)))));
  let acked = 0;
  const timers: NodeJS.Timeout[] = [];
  sockets.forEach((socket, i) => {
    // Home spots on a grid about 3 km wide; each agent turns around its spot in a minute.
    const home = {
      lat: CENTER.lat + (Math.floor(i / 25) - 10) * 0.0014,
      lng: CENTER.lng + ((i % 25) - 12) * 0.0017,
    };
    let step = 0;
    const send = () => {
      const angle = ((step++ % 60) / 60) * 2 * Math.PI + i;
      socket
        .timeout(10_000)
        .emitWithAck('position:update', {
          missionId: agents[i]!.missionId,
          lat: home.lat + 0.0004 * Math.sin(angle),
          lng: home.lng + 0.0006 * Math.cos(angle),
          accuracy: 8,
          speed: 1.4,
        })
        .then((ack: { ok: boolean }) => void (ack.ok && (acked += 1)))
        .catch(() => undefined);
    };
    const offset = (i / sockets.length) * 1000;
    timers.push(
      setTimeout(() => {
        send();
        timers.push(setInterval(send, 1000));
      }, offset),
    );
  });
  return {
    takeAcked: () => {
      const count = acked;
      acked = 0;
      return count;
    },
    stop: () => {
      timers.forEach((timer) => clearTimeout(timer));
      sockets.forEach((socket) => socket.close());
    },
  };
}
