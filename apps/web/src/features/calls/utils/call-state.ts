import type { CallerInfo, CallType, IncomingCall } from '@secops/domain/calls';

/** The call state of the specification, plus the ringing call and how far the peer connection got. */
export type CallState = {
  availableUsers: string[];
  /** A call that rings here, not answered yet. */
  incoming: IncomingCall | null;
  isInCall: boolean;
  isInitiator: boolean;
  callType: CallType | null;
  remoteUser: CallerInfo | null;
  peerState: RTCPeerConnectionState;
};

export const IDLE: CallState = {
  availableUsers: [],
  incoming: null,
  isInCall: false,
  isInitiator: false,
  callType: null,
  remoteUser: null,
  peerState: 'new',
};

export type CallAction =
  | { type: 'available-users'; userIds: string[] }
  | { type: 'incoming'; call: IncomingCall }
  | { type: 'started'; remoteUser: CallerInfo; callType: CallType; isInitiator: boolean }
  | { type: 'peer-state'; peerState: RTCPeerConnectionState }
  | { type: 'ended' };

/** Busy: a call rings here or is under way; a second one is refused, whether made or received. */
export const isBusy = (state: CallState): boolean => state.isInCall || state.incoming !== null;

/** The other side of the current or ringing call. */
export const peerId = (state: CallState): string | null =>
  state.remoteUser?.userId ?? state.incoming?.from ?? null;

/** Idle → ringing → in call → idle; presence is kept whatever happens to the call. */
export function reduceCall(state: CallState, action: CallAction): CallState {
  switch (action.type) {
    case 'available-users':
      return { ...state, availableUsers: action.userIds };
    case 'incoming':
      return isBusy(state) ? state : { ...state, incoming: action.call };
    case 'started':
      return {
        ...state,
        incoming: null,
        isInCall: true,
        isInitiator: action.isInitiator,
        callType: action.callType,
        remoteUser: action.remoteUser,
        peerState: 'new',
      };
    case 'peer-state':
      return state.isInCall ? { ...state, peerState: action.peerState } : state;
    case 'ended':
      return { ...IDLE, availableUsers: state.availableUsers };
  }
}
