// @vitest-environment jsdom
import { SESSION_STORAGE_KEY } from '@secops/domain/constants';
import * as MSG from '@secops/domain/messages';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '../stores/auth-store.ts';
import { startSignInPage } from './sign-in-page.tsx';

vi.mock('sonner', () => ({ toast: { success: vi.fn(), info: vi.fn(), error: vi.fn() } }));

const user = {
  id: 'u1',
  email: 'chef@example.fr',
  firstName: 'Lina',
  lastName: 'Roux',
  role: 'LEAD',
  twoFAEnabled: false,
  agent: null,
} as const;

let idleTasks: (() => void)[] = [];
const startApp = vi.fn();
const loadApp = vi.fn(() => Promise.resolve({ startApp }));

function start() {
  const shown: unknown[] = [];
  startSignInPage({ render: (screen) => void shown.push(render(<>{screen}</>)), loadApp });
  return shown;
}

describe('the sign-in page on a page load', () => {
  beforeEach(() => {
    window.history.replaceState(null, '', '/login');
    vi.stubGlobal('requestIdleCallback', (task: () => void) => idleTasks.push(task));
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    idleTasks = [];
    startApp.mockReset();
    loadApp.mockClear();
    useAuthStore.getState().logout();
  });

  it('shows the sign-in screen at once, and loads the application only once the page is idle', () => {
    start();
    expect(screen.getByRole('heading', { name: MSG.loginHeading })).toBeTruthy();
    expect(loadApp).not.toHaveBeenCalled();
    idleTasks.forEach((task) => task());
    expect(loadApp).toHaveBeenCalledTimes(1);
    expect(startApp).not.toHaveBeenCalled();
  });

  it('hands a link over to the application, at its address, as a new history entry', async () => {
    start();
    const entries = window.history.length;
    fireEvent.click(screen.getByRole('link', { name: MSG.forgotPasswordLink }));
    await waitFor(() => expect(startApp).toHaveBeenCalledTimes(1));
    expect(window.location.pathname).toBe('/forgot-password');
    expect(window.history.length).toBe(entries + 1);
  });

  it("opens the application at the user's area in place of /login once signed in", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        Response.json({ user, accessToken: 'access', refreshToken: 'refresh', requires2FA: false }),
      ),
    );
    start();
    const entries = window.history.length;
    fireEvent.change(screen.getByLabelText(/^Email/), { target: { value: user.email } });
    fireEvent.change(screen.getByLabelText(/^Mot de passe/), { target: { value: 'Demo!2026' } });
    fireEvent.click(screen.getByRole('button', { name: MSG.loginSubmit }));
    await waitFor(() => expect(startApp).toHaveBeenCalledTimes(1));
    expect(window.location.pathname).toBe('/agent');
    expect(window.history.length).toBe(entries);
  });

  it('starts the application straight away for someone already signed in', async () => {
    useAuthStore.getState().login({ user, accessToken: 'access', refreshToken: 'refresh' });
    const shown = start();
    await waitFor(() => expect(startApp).toHaveBeenCalledTimes(1));
    expect(shown).toEqual([]);
    expect(window.location.pathname).toBe('/login');
  });

  it('goes on to the application when another tab signs in', async () => {
    start();
    const signedIn = {
      state: { user, accessToken: 'a', refreshToken: 'r', isAuthenticated: true },
      version: 0,
    };
    localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify(signedIn));
    window.dispatchEvent(new StorageEvent('storage', { key: SESSION_STORAGE_KEY }));
    // The pages started by the tests above listen too: each hands over at most once.
    await waitFor(() => expect(startApp).toHaveBeenCalled());
    expect(useAuthStore.getState().user?.email).toBe(user.email);
  });
});
