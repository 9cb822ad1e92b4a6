import type { CallType } from '@secops/domain/calls';
import * as MSG from '@secops/domain/messages';
import { createContext, useContext } from 'react';
import { notify } from './notify.ts';

/** The person a call is made to: their user id (not an agent id), name and photo. */
export type CallPeer = { userId: string; name: string; photo?: string | null };

/** What any screen may do with calls; the calls feature provides it inside the signed-in shells. */
export type CallsApi = {
  isConnected: boolean;
  isInCall: boolean;
  availableUsers: readonly string[];
  startCall: (peer: CallPeer, callType: CallType) => void;
};

const NO_CALLS: CallsApi = {
  isConnected: false,
  isInCall: false,
  availableUsers: [],
  startCall: () => notify((toast) => toast.error(MSG.callServiceUnavailable)),
};

/**
 * Handed from the calls feature to the screens that show call buttons (agents, chat, GPS), which may not import
 * another feature. Outside a signed-in shell, calls are simply not connected.
 */
export const CallsContext = createContext<CallsApi>(NO_CALLS);

export const useCalls = (): CallsApi => useContext(CallsContext);
