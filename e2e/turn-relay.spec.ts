import { createHmac } from 'node:crypto';
import { expect, test, type APIRequestContext, type BrowserContext, type Page } from '@playwright/test';
import { signInByApi } from './realtime-data.ts';
import { DEMO } from './support.ts';
import { TURN_TEST } from './turn-data.ts';
import { startTurnServer, turnserverInstalled, type TurnServer } from './turn-server.ts';

type IceServer = { urls: string | string[]; username?: string; credential?: string };
type Peer = {
  offer(config: RTCConfiguration): Promise<RTCSessionDescriptionInit>;
  answer(config: RTCConfiguration, offer: RTCSessionDescriptionInit): Promise<RTCSessionDescriptionInit>;
  accept(answer: RTCSessionDescriptionInit): Promise<void>;
  exchange(text: string): Promise<string>;
  selectedPair(): Promise<{ local: string; remote: string; state: string }>;
  relayCandidates(config: RTCConfiguration): Promise<string[]>;
};
declare global {
  interface Window {
    peer: Peer;
  }
}

/**
 * Runs in each page: one RTCPeerConnection with a data channel. The descriptions are exchanged whole, once ICE
 * gathering is complete, so the test itself carries the signaling.
 */
function installPeer() {
  let pc: RTCPeerConnection;
  let channel: Promise<RTCDataChannel>;
  let firstMessage: Promise<string>;
  // Listening from the start: the other side may send before this side has sent its own message.
  const listen = (c: RTCDataChannel) => {
    firstMessage = new Promise((r) =>
      c.addEventListener('message', (e) => r(String(e.data)), { once: true }),
    );
    return c;
  };
  const gathered = async (connection: RTCPeerConnection) => {
    await connection.setLocalDescription();
    if (connection.iceGatheringState !== 'complete') {
      await new Promise((resolve) =>
        connection.addEventListener('icegatheringstatechange', () => {
          if (connection.iceGatheringState === 'complete') resolve(null);
        }),
      );
    }
    return connection.localDescription!.toJSON() as RTCSessionDescriptionInit;
  };
  const opened = (c: RTCDataChannel) =>
    c.readyState === 'open' ? c : new Promise<RTCDataChannel>((r) => c.addEventListener('open', () => r(c)));
  const peer: Peer = {
    async offer(config) {
      pc = new RTCPeerConnection(config);
      channel = Promise.resolve(listen(pc.createDataChannel('relay'))).then(opened);
      return gathered(pc);
    },
    async answer(config, offer) {
      pc = new RTCPeerConnection(config);
      channel = new Promise((r) => pc.addEventListener('datachannel', (e) => r(opened(listen(e.channel)))));
      await pc.setRemoteDescription(offer);
      return gathered(pc);
    },
    async accept(answer) {
      await pc.setRemoteDescription(answer);
    },
    async exchange(text) {
      (await channel).send(text);
      return firstMessage;
    },
    async selectedPair() {
      const stats = await pc.getStats();
      const transport = [...stats.values()].find((s) => s.type === 'transport' && s.selectedCandidatePairId);
      const pair = stats.get(transport.selectedCandidatePairId);
      return {
        local: stats.get(pair.localCandidateId).candidateType,
        remote: stats.get(pair.remoteCandidateId).candidateType,
        state: pair.state,
      };
    },
    async relayCandidates(config) {
      const probe = new RTCPeerConnection(config);
      probe.createDataChannel('probe');
      const { sdp = '' } = await gathered(probe);
      probe.close();
      return sdp.split('\r\n').filter((line) => line.includes(' typ relay'));
    },
  };
  window.peer = peer;
}

/** The TURN entry of `GET /api/calls/ice-servers`, for a signed-in admin. */
async function turnEntry(request: APIRequestContext): Promise<IceServer> {
  const asAdmin = await signInByApi(request, DEMO.admin);
  const { iceServers } = await asAdmin<{ iceServers: IceServer[] }>('GET', '/calls/ice-servers');
  const turn = iceServers.find((s) => [s.urls].flat().some((u) => u.startsWith('turn:')));
  expect(turn, 'a TURN entry (TURN_URLS and TURN_SECRET set by playwright.config.ts)').toBeDefined();
  return turn!;
}

async function peerPage(context: BrowserContext): Promise<Page> {
  const page = await context.newPage();
  await page.goto('/api/health');
  return page;
}

const missingCoturn = turnserverInstalled()
  ? null
  : 'coturn (turnserver) is not installed: apt-get install coturn';
// The list reporter does not print why a test was skipped: say it once here.
if (missingCoturn) console.warn(`turn-relay.spec.ts skipped: ${missingCoturn}`);

test.describe('calls through a TURN relay (coturn)', () => {
  test.skip(Boolean(missingCoturn), missingCoturn ?? '');
  let turn: TurnServer | undefined;
  test.beforeAll(async () => {
    turn = await startTurnServer(TURN_TEST);
  });
  test.afterAll(async () => {
    await turn?.stop();
  });
  test.beforeEach(async ({ context }) => {
    await context.addInitScript(installPeer);
  });

  test('two browsers forced to relay connect through coturn with the credentials of /api/calls/ice-servers', async ({
    context,
    request,
  }) => {
    expect((await request.get('/api/calls/ice-servers')).status()).toBe(401);
    const relay = await turnEntry(request);
    expect(relay.username).toMatch(/^\d+:[0-9a-f-]{36}$/);
    // Only the TURN entry: the public STUN servers play no part when every path must be relayed.
    const config: RTCConfiguration = { iceServers: [relay], iceTransportPolicy: 'relay' };

    const caller = await peerPage(context);
    const callee = await peerPage(context);
    const offer = await caller.evaluate((c) => window.peer.offer(c), config);
    expect(offer.sdp).toContain(' typ relay');
    expect(offer.sdp).not.toMatch(/ typ (host|srflx)/);
    const answer = await callee.evaluate(([c, o]) => window.peer.answer(c, o), [config, offer] as const);
    await caller.evaluate((a) => window.peer.accept(a), answer);

    const [toCallee, toCaller] = await Promise.all([
      callee.evaluate(() => window.peer.exchange('Bien reçu, PC sécurité')),
      caller.evaluate(() => window.peer.exchange('Ici la ronde nord')),
    ]);
    expect(toCallee).toBe('Ici la ronde nord');
    expect(toCaller).toBe('Bien reçu, PC sécurité');
    // The stats may still call the pair's last check in progress for a moment after data flowed (a busy machine).
    for (const page of [caller, callee])
      await expect
        .poll(() => page.evaluate(() => window.peer.selectedPair()), { timeout: 5_000 })
        .toEqual({ local: 'relay', remote: 'relay', state: 'succeeded' });
    // coturn itself accepted that user name, checked against its shared secret.
    expect(turn?.log()).toContain(`user <${relay.username}>: incoming packet ALLOCATE processed, success`);
  });

  test('a credential signed with another secret gets no relay from coturn', async ({ context, request }) => {
    const relay = await turnEntry(request);
    const forged = {
      ...relay,
      credential: createHmac('sha1', 'another-secret').update(relay.username!).digest('base64'),
    };
    const page = await peerPage(context);
    const candidates = await page.evaluate((c) => window.peer.relayCandidates(c), {
      iceServers: [forged],
      iceTransportPolicy: 'relay',
    } as RTCConfiguration);
    expect(candidates).toEqual([]);
  });
});
