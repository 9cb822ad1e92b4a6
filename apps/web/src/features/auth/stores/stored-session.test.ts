// @vitest-environment jsdom
import type { SessionUser } from '@secops/domain/auth';
import { SESSION_STORAGE_KEY } from '@secops/domain/constants';
import { afterEach, describe, expect, it } from 'vitest';
import { useAuthStore } from './auth-store.ts';
import { readStoredSession } from './stored-session.ts';

const user = { id: 'u1', email: 'agent@secops.demo', role: 'AGENT', agent: { id: 'a1' } } as SessionUser;

afterEach(() => {
  useAuthStore.getState().logout();
  localStorage.clear();
});

describe('the session kept from the last visit', () => {
  it('reads what the session store wrote: the user and the access token', () => {
    useAuthStore.getState().login({ user, accessToken: 'access-1', refreshToken: 'refresh-1' });
    expect(readStoredSession()).toEqual({ user, accessToken: 'access-1' });
  });

  it('is null when signed out, never signed in, or unreadable', () => {
    expect(readStoredSession()).toBeNull();
    useAuthStore.getState().login({ user, accessToken: 'access-1', refreshToken: 'refresh-1' });
    useAuthStore.getState().logout();
    expect(readStoredSession()).toBeNull();
    localStorage.setItem(SESSION_STORAGE_KEY, '{not json');
    expect(readStoredSession()).toBeNull();
  });
});
