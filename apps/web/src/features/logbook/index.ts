// What other features use of the main courante outside the router's own split points.
export { occurredAtFrom } from './utils/occurred-at.ts';
