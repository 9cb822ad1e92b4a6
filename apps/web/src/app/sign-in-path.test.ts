import { describe, expect, it } from 'vitest';
import { isSignInPath } from './sign-in-path.ts';

describe('the page load that starts with the sign-in page alone', () => {
  it.each(['/login', '/login/'])('is %s', (path) => expect(isSignInPath(path)).toBe(true));

  it.each(['/', '/admin', '/agent', '/forgot-password', '/login/autre', '/loginx'])('is not %s', (path) =>
    expect(isSignInPath(path)).toBe(false),
  );
});
