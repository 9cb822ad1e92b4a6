/**
 * Network emulation for service workers. DevTools throttles each target apart, and a page's CDP session does not
 * reach the service worker it registers, whose own requests (the precache, the pages it fetches) would then run at
 * full speed. This client attaches to the browser over its debugging port, is told of every service worker before it
 * runs a line (waitForDebuggerOnStart), throttles it, lets it start, and counts its requests.
 */
import WebSocket from 'ws';

export type NetworkConditions = { latency: number; downloadThroughput: number; uploadThroughput: number };

type Message = { id?: number; method?: string; params?: Record<string, unknown>; sessionId?: string };

export type ServiceWorkerThrottle = {
  /** Requests the service workers made since the last call. */
  takeRequests: () => number;
  close: () => void;
};

/** Throttles every service worker of the browser whose debugging port is `port`, from now on. */
export async function throttleServiceWorkers(
  port: number,
  conditions: NetworkConditions,
): Promise<ServiceWorkerThrottle> {
  const version = (await fetch(`http://127.0.0.1:${port}/json/version`).then((r) => r.json())) as {
    webSocketDebuggerUrl: string;
  };
  const socket = new WebSocket(version.webSocketDebuggerUrl);
  await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject));
  let nextId = 1;
  let requests = 0;
  const send = (method: string, params: Record<string, unknown> = {}, sessionId?: string) =>
    socket.send(JSON.stringify({ id: nextId++, method, params, sessionId }));

  socket.on('message', (data: Buffer) => {
    const message = JSON.parse(data.toString()) as Message;
    if (message.method === 'Network.requestWillBeSent') requests += 1;
    if (message.method !== 'Target.attachedToTarget') return;
    const { sessionId, targetInfo } = message.params as { sessionId: string; targetInfo: { type: string } };
    if (targetInfo.type === 'service_worker') {
      send('Network.enable', {}, sessionId);
      send('Network.emulateNetworkConditions', { offline: false, ...conditions }, sessionId);
    }
    // Messages of one session are handled in order: the worker starts once throttled.
    send('Runtime.runIfWaitingForDebugger', {}, sessionId);
  });
  send('Target.setAutoAttach', {
    autoAttach: true,
    waitForDebuggerOnStart: true,
    flatten: true,
    filter: [{ type: 'service_worker', exclude: false }, { exclude: true }],
  });
  return {
    takeRequests: () => {
      const taken = requests;
      requests = 0;
      return taken;
    },
    close: () => socket.close(),
  };
}
