/**
 * One side of a video call, run in a browser page by bench/call-setup.bench.ts: the call socket (socket.io-client's
 * browser build, injected as the global `io`), the camera and microphone, and an RTCPeerConnection signaled through
 * the server. The callee answers every call at once. Times are epoch milliseconds of the page's clock.
 */
import type { io as connectSocket } from 'socket.io-client';

export type PeerOptions = { token: string; userId: string; peerId: string; iceServers: RTCIceServer[] };
export type CallTimes = {
  /** Caller: the call starts (camera asked); call-user sent; call-answered received; connectionState connected. */
  startedAt: number;
  callUserAt: number;
  answeredAt: number;
  connectedAt: number;
};
export type CalleeTimes = { incomingAt: number; answerSentAt: number; connectedAt: number };
export type CallPeer = {
  call(): Promise<CallTimes>;
  hangUp(): void;
  /** Callee: the times of the current call, and whether it is over. */
  callee: CalleeTimes & { idle: boolean };
};

export async function installCallPeer(options: PeerOptions): Promise<void> {
  const io = (window as unknown as { io: typeof connectSocket }).io;
  const clock = () => performance.timeOrigin + performance.now();
  const socket = io(location.origin, {
    path: '/calls',
    auth: { token: options.token, userId: options.userId },
    transports: ['websocket'],
  });
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });

  let pc: RTCPeerConnection | undefined;
  let media: MediaStream | undefined;
  let pending: RTCIceCandidateInit[] = [];
  const callee: CallPeer['callee'] = { incomingAt: 0, answerSentAt: 0, connectedAt: 0, idle: true };

  async function open(peerId: string): Promise<RTCPeerConnection> {
    media = await navigator.mediaDevices.getUserMedia({ audio: true, video: true });
    const connection = new RTCPeerConnection({ iceServers: options.iceServers });
    connection.onicecandidate = (event) => {
      if (event.candidate) socket.emit('ice-candidate', { to: peerId, candidate: event.candidate.toJSON() });
    };
    for (const track of media.getTracks()) connection.addTrack(track, media);
    pc = connection;
    return connection;
  }
  const connected = (connection: RTCPeerConnection) =>
    new Promise<number>((resolve, reject) => {
      connection.onconnectionstatechange = () => {
        if (connection.connectionState === 'connected') resolve(clock());
        if (connection.connectionState === 'failed') reject(new Error('connection failed'));
      };
    });
  async function remote(description: RTCSessionDescriptionInit): Promise<void> {
    await pc?.setRemoteDescription(description);
    for (const candidate of pending.splice(0)) await pc?.addIceCandidate(candidate);
  }
  function close() {
    pc?.close();
    media?.getTracks().forEach((track) => track.stop());
    pc = undefined;
    pending = [];
  }

  socket.on('ice-candidate', ({ candidate }: { candidate: RTCIceCandidateInit }) => {
    if (pc?.remoteDescription) void pc.addIceCandidate(candidate);
    else pending.push(candidate);
  });
  socket.on('incoming-call', async ({ from, offer }: { from: string; offer: RTCSessionDescriptionInit }) => {
    Object.assign(callee, { incomingAt: clock(), answerSentAt: 0, connectedAt: 0, idle: false });
    const connection = await open(from);
    void connected(connection).then((at) => (callee.connectedAt = at));
    await remote(offer);
    await connection.setLocalDescription(await connection.createAnswer());
    socket.emit('answer-call', { to: from, answer: connection.localDescription?.toJSON() });
    callee.answerSentAt = clock();
  });
  socket.on('call-ended', () => {
    close();
    callee.idle = true;
  });

  const peer: CallPeer = {
    callee,
    async call() {
      const startedAt = clock();
      const connection = await open(options.peerId);
      const up = connected(connection);
      await connection.setLocalDescription(await connection.createOffer());
      const answered = new Promise<number>((resolve, reject) => {
        socket.once('call-answered', async ({ answer }: { answer: RTCSessionDescriptionInit }) => {
          const at = clock();
          await remote(answer);
          resolve(at);
        });
        socket.once('call-error', (error: { message: string }) => reject(new Error(error.message)));
        socket.once('call-rejected', (refusal: { reason?: string }) => reject(new Error(refusal.reason)));
      });
      const callUserAt = clock();
      socket.emit('call-user', {
        to: options.peerId,
        offer: connection.localDescription?.toJSON(),
        callType: 'video',
      });
      return { startedAt, callUserAt, answeredAt: await answered, connectedAt: await up };
    },
    hangUp() {
      socket.emit('end-call', { to: options.peerId });
      close();
    },
  };
  (window as unknown as { callPeer: CallPeer }).callPeer = peer;
}
