// What other features use of web push: the sign-out ends this browser's subscription.
export { forgetPushSubscription } from './utils/forget-subscription.ts';
