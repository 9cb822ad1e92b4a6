import * as MSG from '@secops/domain/messages';
import type { PushSubscriptionCreate } from '@secops/domain/push';
import type { DbOrTx } from '../../db/client.ts';
import { notFound } from '../../lib/errors.ts';
import type { AuthUser } from '../auth/auth.guard.ts';
import { assertPushEndpoint, assertPushKeys } from './push.policy.ts';
import { deleteOwnSubscription, upsertSubscription } from './push.repository.ts';

type Deps = { db: DbOrTx; allowedHosts: readonly string[] };

/**
 * POST /api/push/subscriptions: the signed-in user's browser subscription, on an allowed push service, with keys
 * that can encrypt. Subscribing an endpoint known under another account moves it to this one (the browser is the
 * same, the person signed in changed). A user keeps their 10 newest subscriptions, the oldest being replaced.
 */
export async function subscribe(deps: Deps, user: AuthUser, input: PushSubscriptionCreate): Promise<void> {
  const endpoint = assertPushEndpoint(input.endpoint, deps.allowedHosts);
  assertPushKeys(input.keys);
  await upsertSubscription(deps.db, {
    userId: user.id,
    endpoint,
    p256dh: input.keys.p256dh,
    auth: input.keys.auth,
  });
}

/** DELETE /api/push/subscriptions: only the user's own subscription; another's endpoint answers 404 and stays. */
export async function unsubscribe(deps: Pick<Deps, 'db'>, user: AuthUser, endpoint: string): Promise<void> {
  // Stored as the URL parser writes it; a browser hands back the same string it subscribed with.
  const normalised = URL.canParse(endpoint) ? new URL(endpoint).href : endpoint;
  if (!(await deleteOwnSubscription(deps.db, user.id, normalised)))
    throw notFound(MSG.pushSubscriptionNotFound);
}
