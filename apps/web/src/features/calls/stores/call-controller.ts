import {
  CALL_REASONS,
  type CallerInfo,
  type CallServerToClientEvents,
  type CallType,
  type IncomingCall,
} from '@secops/domain/calls';
import * as MSG from '@secops/domain/messages';
import { toast } from 'sonner';
import type { CallPeer } from '../../../lib/calls.ts';
import { callSocket, type CallSocket } from '../../../lib/socket.ts';
import { getIceServers } from '../api/get-ice-servers.ts';
import { IDLE, isBusy, peerId, reduceCall, type CallAction, type CallState } from '../utils/call-state.ts';
import { IceQueue } from '../utils/ice-queue.ts';
import { onlineUsersOf } from '../utils/online-users.ts';
import { openMedia, openPeerConnection, stopMedia, toSdp } from '../utils/peer-media.ts';
import { Ringtone } from '../utils/ringtone.ts';

/** What the call screens show: the call state, both media streams and the local switches. */
export type CallView = CallState & {
  localStream: MediaStream | null;
  remoteStream: MediaStream | null;
  micOn: boolean;
  cameraOn: boolean;
  /** Media or the answer is being prepared: the ringing modal's buttons wait. */
  busy: boolean;
};

const MEDIA_OFF = { localStream: null, remoteStream: null, micOn: true, cameraOn: true, busy: false };

/**
 * One signed-in user's calls: the call socket's events, the peer connection, the local media and the ringtone.
 * React reads it as an external store (subscribe / getSnapshot); `attach` starts listening, its return stops it.
 */
export class CallController {
  private view: CallView = { ...IDLE, ...MEDIA_OFF };
  private readonly listeners = new Set<() => void>();
  private readonly ice = new IceQueue();
  private readonly ringtone = new Ringtone();
  private socket: CallSocket | null = null;
  private pc: RTCPeerConnection | null = null;
  /**
   * The caller's own candidates wait for the answer: the server relays candidates only within a call it knows, and
   * it may still be checking the callee when the first ones are gathered.
   */
  private outgoing: RTCIceCandidateInit[] | null = null;

  constructor(
    private readonly userId: string,
    private readonly self: CallerInfo,
  ) {}

  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getSnapshot = (): CallView => this.view;

  attach(): () => void {
    const socket = callSocket(this.userId);
    this.socket = socket;
    const online = onlineUsersOf(socket);
    const showOnline = (ids: readonly string[]) =>
      this.dispatch({ type: 'available-users', userIds: [...ids] });
    showOnline(online.current);
    const stopOnline = online.subscribe(showOnline);
    const handlers: Partial<CallServerToClientEvents> = {
      'incoming-call': (call) => this.ring(call),
      'call-answered': ({ from, answer }) => void this.answered(from, answer),
      'ice-candidate': ({ from, candidate }) =>
        void this.ice.receive(from, candidate, this.pc).catch(() => {}),
      'call-rejected': ({ from, reason }) => this.rejected(from, reason),
      'call-ended': ({ from, reason }) => this.ended(from, reason),
      'call-error': ({ event, message }) => this.refused(event, message),
    };
    const entries = Object.entries(handlers) as [keyof CallServerToClientEvents, () => void][];
    entries.forEach(([event, handler]) => socket.on(event, handler));
    // Without the socket nobody can be reached, and the call's signaling is gone (the server ends it too).
    const onDisconnect = () => this.ended(peerId(this.view), undefined);
    socket.on('disconnect', onDisconnect);
    return () => {
      stopOnline();
      entries.forEach(([event, handler]) => socket.off(event, handler));
      socket.off('disconnect', onDisconnect);
      this.hangUp();
      this.socket = null;
    };
  }

  startCall = async (peer: CallPeer, callType: CallType): Promise<void> => {
    if (!this.socket?.connected) return void toast.error(MSG.callServiceUnavailable);
    if (isBusy(this.view) || this.view.busy) return void toast.error(MSG.callAlreadyInCall);
    if (!this.view.availableUsers.includes(peer.userId)) {
      // No camera asked, no ring: the server only keeps it as a missed call, shown to them when they are back.
      this.socket.emit('call-user', {
        to: peer.userId,
        offer: { type: 'offer' },
        callType,
        callerInfo: this.self,
      });
      return void toast.error(MSG.callRejected, { description: CALL_REASONS.offline });
    }
    if (!navigator.mediaDevices?.getUserMedia) return void toast.error(MSG.callNeedsHttps);
    this.set({ busy: true });
    try {
      const local = await openMedia(callType);
      if (!this.socket) return stopMedia(local);
      const remoteUser = { userId: peer.userId, name: peer.name, photo: peer.photo ?? null };
      this.ice.reset(peer.userId);
      this.outgoing = [];
      this.set({ localStream: local });
      this.dispatch({ type: 'started', remoteUser, callType, isInitiator: true });
      const pc = await this.connect(peer.userId, local);
      if (!pc) return;
      const offer = await pc.createOffer();
      await pc.setLocalDescription(offer);
      if (this.pc !== pc) return;
      this.socket?.emit('call-user', {
        to: peer.userId,
        offer: toSdp(offer),
        callType,
        callerInfo: this.self,
      });
      toast.success(callType === 'video' ? MSG.callOutgoingVideo : MSG.callOutgoingAudio);
    } catch {
      this.cleanUp();
      toast.error(MSG.callStartFailed);
    } finally {
      this.set({ busy: false });
    }
  };

  answer = async (): Promise<void> => {
    const call = this.view.incoming;
    if (!call || this.view.busy) return;
    this.ringtone.stop();
    if (!navigator.mediaDevices?.getUserMedia) {
      this.socket?.emit('reject-call', { to: call.from });
      this.cleanUp();
      return void toast.error(MSG.callNeedsHttps);
    }
    this.set({ busy: true });
    try {
      const local = await openMedia(call.callType);
      // The caller gave up, or the call was taken on another device, while the camera was being opened.
      if (this.view.incoming !== call) return stopMedia(local);
      this.set({ localStream: local });
      this.dispatch({
        type: 'started',
        remoteUser: call.callerInfo,
        callType: call.callType,
        isInitiator: false,
      });
      const pc = await this.connect(call.from, local);
      if (!pc) return;
      await pc.setRemoteDescription(call.offer);
      await this.ice.flush(pc);
      const answer = await pc.createAnswer();
      await pc.setLocalDescription(answer);
      if (this.pc !== pc) return;
      this.socket?.emit('answer-call', { to: call.from, answer: toSdp(answer) });
      toast.success(MSG.callAccepted);
    } catch {
      this.socket?.emit('reject-call', { to: call.from });
      this.cleanUp();
      toast.error(MSG.callAnswerFailed);
    } finally {
      this.set({ busy: false });
    }
  };

  reject = (): void => {
    const call = this.view.incoming;
    if (!call) return;
    this.socket?.emit('reject-call', { to: call.from });
    this.cleanUp();
    toast.info(MSG.callRejected);
  };

  /** Ends the call here and tells the other side (a ringing call is refused). */
  hangUp = (): void => {
    const to = peerId(this.view);
    if (to && this.view.isInCall) this.socket?.emit('end-call', { to });
    else if (to) this.socket?.emit('reject-call', { to });
    this.cleanUp();
  };

  toggleMic = (): void => {
    const micOn = !this.view.micOn;
    this.view.localStream?.getAudioTracks().forEach((track) => (track.enabled = micOn));
    this.set({ micOn });
  };

  toggleCamera = (): void => {
    const cameraOn = !this.view.cameraOn;
    this.view.localStream?.getVideoTracks().forEach((track) => (track.enabled = cameraOn));
    this.set({ cameraOn });
  };

  private ring(call: IncomingCall): void {
    // The server refuses a second call already; this tab may still be setting up one it started.
    if (isBusy(this.view) || this.view.busy) return void this.socket?.emit('reject-call', { to: call.from });
    this.ice.reset(call.from);
    this.dispatch({ type: 'incoming', call });
    this.ringtone.start();
  }

  private async answered(from: string, answer: RTCSessionDescriptionInit): Promise<void> {
    const pc = this.pc;
    if (!pc || !this.view.isInitiator || from !== peerId(this.view)) return;
    const queued = this.outgoing ?? [];
    this.outgoing = null;
    queued.forEach((candidate) => this.socket?.emit('ice-candidate', { to: from, candidate }));
    try {
      await pc.setRemoteDescription(answer);
      await this.ice.flush(pc);
    } catch {
      this.hangUp();
      toast.error(MSG.callStartFailed);
    }
  }

  private rejected(from: string, reason: string | undefined): void {
    if (!this.view.isInCall || from !== peerId(this.view)) return;
    this.cleanUp();
    toast.error(MSG.callRejected, reason ? { description: reason } : undefined);
  }

  /** The other side hung up or left, the call rang out, or it was answered on another device. */
  private ended(from: string | null, reason: string | undefined): void {
    if (!from || from !== peerId(this.view)) return;
    const wasInCall = this.view.isInCall;
    this.cleanUp();
    // A ringing call that simply stops (refused on another device) needs no word.
    if (wasInCall || reason) toast.info(MSG.callEnded, reason ? { description: reason } : undefined);
  }

  /** The server refused a call event: a call that cannot be set up ends here. */
  private refused(event: string, message: string): void {
    if (event !== 'call-user' && event !== 'answer-call') return;
    if (!this.view.isInCall || this.view.peerState === 'connected') return;
    this.cleanUp();
    toast.error(event === 'call-user' ? MSG.callStartFailed : MSG.callAnswerFailed, { description: message });
  }

  /** The peer connection carrying `local`; null when the call ended while the ICE servers were asked for. */
  private async connect(to: string, local: MediaStream): Promise<RTCPeerConnection | null> {
    const iceServers = await getIceServers();
    if (!this.view.isInCall) return null;
    const pc = openPeerConnection(iceServers, local, {
      onCandidate: (candidate) => {
        if (this.pc !== pc) return;
        if (this.outgoing) this.outgoing.push(candidate);
        else this.socket?.emit('ice-candidate', { to, candidate });
      },
      onStream: (remoteStream) => {
        if (this.pc === pc) this.set({ remoteStream });
      },
      onState: (peerState) => {
        if (this.pc !== pc) return;
        this.dispatch({ type: 'peer-state', peerState });
        if (peerState !== 'failed') return;
        this.hangUp();
        toast.error(MSG.callEnded);
      },
    });
    this.pc = pc;
    return pc;
  }

  /** Stops every local track, closes the peer connection, silences the ring and goes back to idle. */
  private cleanUp(): void {
    this.ringtone.stop();
    stopMedia(this.view.localStream);
    this.pc?.close();
    this.pc = null;
    this.outgoing = null;
    this.ice.reset(null);
    this.view = { ...this.view, ...MEDIA_OFF };
    this.dispatch({ type: 'ended' });
  }

  private dispatch(action: CallAction): void {
    this.view = { ...this.view, ...reduceCall(this.view, action) };
    this.emit();
  }

  private set(patch: Partial<CallView>): void {
    this.view = { ...this.view, ...patch };
    this.emit();
  }

  private emit(): void {
    this.listeners.forEach((listener) => listener());
  }
}
