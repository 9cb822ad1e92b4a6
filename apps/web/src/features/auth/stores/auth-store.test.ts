// @vitest-environment jsdom
import type { SessionUser } from '@secops/domain/auth';
import { afterEach, describe, expect, it } from 'vitest';
import { useAuthStore } from './auth-store.ts';

const user = {
  id: '6f1c1b1e-1d3a-4b7e-9a55-0c2f7f0b3a11',
  email: 'agent@secops.demo',
  firstName: 'Lucas',
  lastName: 'Martin',
  role: 'AGENT',
} as unknown as SessionUser;

afterEach(() => useAuthStore.getState().logout());

describe('the session store', () => {
  it('changes nothing, and tells no screen, when the user read again is the same', () => {
    useAuthStore.getState().login({ user, accessToken: 'a', refreshToken: 'r' });
    let told = 0;
    const stop = useAuthStore.subscribe(() => told++);
    useAuthStore.getState().setUser({ ...user });
    expect(told).toBe(0);
    useAuthStore.getState().setUser({ ...user, lastName: 'Bernard' });
    stop();
    expect(told).toBe(1);
    expect(useAuthStore.getState().user?.lastName).toBe('Bernard');
    expect(useAuthStore.getState().isAuthenticated).toBe(true);
  });
});
