import type { IncomingCall } from '@secops/domain/calls';
import { describe, expect, it } from 'vitest';
import { IDLE, isBusy, peerId, reduceCall, type CallState } from './call-state.ts';

const CALLER = '11111111-1111-4111-8111-111111111111';
const CALLEE = '22222222-2222-4222-8222-222222222222';
const ringing: IncomingCall = {
  from: CALLER,
  offer: { type: 'offer', sdp: 'v=0' },
  callType: 'video',
  callerInfo: { userId: CALLER, name: 'Claire Vasseur', photo: null },
};
const online = reduceCall(IDLE, { type: 'available-users', userIds: [CALLER, CALLEE] });

describe('call state', () => {
  it('rings, then is in a call as the callee once answered', () => {
    const rings = reduceCall(online, { type: 'incoming', call: ringing });
    expect(rings.incoming).toEqual(ringing);
    expect(isBusy(rings)).toBe(true);
    expect(peerId(rings)).toBe(CALLER);

    const inCall = reduceCall(rings, {
      type: 'started',
      remoteUser: ringing.callerInfo,
      callType: 'video',
      isInitiator: false,
    });
    expect(inCall).toMatchObject({ incoming: null, isInCall: true, isInitiator: false, callType: 'video' });
    expect(peerId(inCall)).toBe(CALLER);
  });

  it('starts an outgoing call as the initiator', () => {
    const remoteUser = { userId: CALLEE, name: 'Lucas Bernard', photo: null };
    const calling = reduceCall(online, { type: 'started', remoteUser, callType: 'audio', isInitiator: true });
    expect(calling).toMatchObject({ isInCall: true, isInitiator: true, callType: 'audio', remoteUser });
    expect(calling.peerState).toBe('new');
  });

  it('ignores a second incoming call while one rings or is under way', () => {
    const rings = reduceCall(online, { type: 'incoming', call: ringing });
    const other = { ...ringing, from: CALLEE, callerInfo: { ...ringing.callerInfo, userId: CALLEE } };
    expect(reduceCall(rings, { type: 'incoming', call: other }).incoming?.from).toBe(CALLER);
  });

  it('says connected only from the peer connection state, and only during a call', () => {
    expect(reduceCall(online, { type: 'peer-state', peerState: 'connected' }).peerState).toBe('new');
    const calling = reduceCall(online, {
      type: 'started',
      remoteUser: ringing.callerInfo,
      callType: 'video',
      isInitiator: true,
    });
    expect(reduceCall(calling, { type: 'peer-state', peerState: 'connected' }).peerState).toBe('connected');
  });

  it('goes back to idle when the call ends but keeps who is online', () => {
    const inCall: CallState = reduceCall(online, {
      type: 'started',
      remoteUser: ringing.callerInfo,
      callType: 'video',
      isInitiator: true,
    });
    const ended = reduceCall(inCall, { type: 'ended' });
    expect(ended).toEqual({ ...IDLE, availableUsers: [CALLER, CALLEE] });
    expect(isBusy(ended)).toBe(false);
    expect(peerId(ended)).toBeNull();
  });
});
