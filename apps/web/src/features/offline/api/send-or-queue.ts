import type { ActionToQueue } from '../utils/offline-types.ts';
import { isUnreachable } from '../utils/reachability.ts';
import { queueAction } from './queue-action.ts';

/**
 * Sends what a field screen made at once; when the server cannot be reached, keeps `queued` (the same action, photos
 * included) on the phone, sent with the network in the same way, and answers null. A refusal is the screen's to
 * show, never queued.
 */
export async function sendOrQueue<T>(send: () => Promise<T>, queued: ActionToQueue): Promise<T | null> {
  try {
    return await send();
  } catch (error) {
    if (!isUnreachable(error)) throw error;
    await queueAction(queued);
    return null;
  }
}
