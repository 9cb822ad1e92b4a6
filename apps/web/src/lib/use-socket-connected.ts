import { useSyncExternalStore } from 'react';
import { isSocketConnected, onSocketStateChange, type Namespace } from './socket.ts';

/** Whether the namespace's socket is connected, re-rendering when that changes. */
export function useSocketConnected(namespace: Namespace): boolean {
  return useSyncExternalStore(onSocketStateChange, () => isSocketConnected(namespace));
}
