// @vitest-environment jsdom
import * as MSG from '@secops/domain/messages';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '../stores/auth-store.ts';
import { SignIn } from './sign-in.tsx';

const toasts = vi.hoisted(() => ({ success: vi.fn(), info: vi.fn(), error: vi.fn() }));
vi.mock('sonner', () => ({ toast: toasts }));

const agent = {
  id: 'u1',
  email: 'agent@example.fr',
  firstName: 'Paul',
  lastName: 'Martin',
  role: 'AGENT',
  twoFAEnabled: false,
  agent: null,
};
const session = { user: agent, accessToken: 'access', refreshToken: 'refresh', requires2FA: false };
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const fetchMock = vi.fn<(url: string, init: RequestInit) => Promise<Response>>();

function setup() {
  const navigate = vi.fn();
  render(<SignIn navigate={navigate} />);
  return { navigate, user: userEvent.setup() };
}

async function submitCredentials(user: ReturnType<typeof userEvent.setup>, password = 'Demo!2026') {
  await user.type(screen.getByLabelText(/^Email/), 'agent@example.fr');
  await user.type(screen.getByLabelText(/^Mot de passe/), password);
  await user.click(screen.getByRole('button', { name: MSG.loginSubmit }));
}

describe('sign-in screen', () => {
  beforeEach(() => vi.stubGlobal('fetch', fetchMock));
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    fetchMock.mockReset();
    Object.values(toasts).forEach((toast) => toast.mockReset());
    useAuthStore.getState().logout();
  });

  it('opens the session and goes to the agent area in place of /login', async () => {
    fetchMock.mockResolvedValueOnce(json(200, session));
    const { navigate, user } = setup();
    await submitCredentials(user);
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/agent', { replace: true }));
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1].body))).toEqual({
      email: 'agent@example.fr',
      password: 'Demo!2026',
    });
    expect(useAuthStore.getState()).toMatchObject({ isAuthenticated: true, accessToken: 'access' });
    await waitFor(() => expect(toasts.success).toHaveBeenCalledWith(MSG.loginSuccess));
  });

  it('sends one request however fast the button is tapped again, and shows it busy meanwhile', async () => {
    let answer: (response: Response) => void = () => undefined;
    fetchMock.mockReturnValueOnce(new Promise<Response>((resolve) => (answer = resolve)));
    const { navigate, user } = setup();
    await user.type(screen.getByLabelText(/^Email/), 'agent@example.fr');
    await user.type(screen.getByLabelText(/^Mot de passe/), 'Demo!2026');
    const button = screen.getByRole<HTMLButtonElement>('button', { name: MSG.loginSubmit });
    // Three submits in one frame, before React draws the button disabled.
    fireEvent.submit(button.form!);
    fireEvent.submit(button.form!);
    fireEvent.submit(button.form!);
    await waitFor(() => expect(button.disabled).toBe(true));
    expect(button.getAttribute('aria-busy')).toBe('true');
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    answer(json(200, session));
    await waitFor(() => expect(navigate).toHaveBeenCalledTimes(1));
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('says what is missing before calling the server', async () => {
    const { user } = setup();
    await user.click(screen.getByRole('button', { name: MSG.loginSubmit }));
    expect(await screen.findByText(MSG.emailRequired)).toBeTruthy();
    expect(screen.getByText(MSG.passwordRequired)).toBeTruthy();
    expect(screen.getByLabelText(/^Email/).getAttribute('aria-invalid')).toBe('true');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("shows the server's refusal and lets the user try again", async () => {
    fetchMock.mockResolvedValueOnce(
      json(429, { statusCode: 429, code: 'TOO_MANY_REQUESTS', message: MSG.tooManyAttempts }),
    );
    const { navigate, user } = setup();
    await submitCredentials(user, 'mauvais');
    await waitFor(() => expect(toasts.error).toHaveBeenCalledWith(MSG.tooManyAttempts));
    expect(screen.getByRole<HTMLButtonElement>('button', { name: MSG.loginSubmit }).disabled).toBe(false);
    expect(navigate).not.toHaveBeenCalled();
    expect(useAuthStore.getState().isAuthenticated).toBe(false);
  });

  it('asks a 2FA account for its code, then opens the session with it', async () => {
    fetchMock.mockResolvedValueOnce(json(200, { requires2FA: true, twoFactorToken: 'challenge' }));
    const { navigate, user } = setup();
    await submitCredentials(user);
    expect(await screen.findByRole('heading', { name: MSG.twoFactorHeading })).toBeTruthy();
    expect(toasts.info).toHaveBeenCalledWith(MSG.twoFactorRequired);

    fetchMock.mockResolvedValueOnce(json(200, { ...session, user: { ...agent, role: 'SUPERVISOR' } }));
    await user.type(await screen.findByLabelText(/^Code de vérification/), '123456');
    await user.click(screen.getByRole('button', { name: MSG.twoFactorSubmit }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/admin', { replace: true }));
    expect(fetchMock.mock.calls[1]?.[0]).toBe('/api/auth/login/2fa');
    expect(JSON.parse(String(fetchMock.mock.calls[1]?.[1].body))).toEqual({
      twoFactorToken: 'challenge',
      code: '123456',
    });
  });

  it("follows 'Mot de passe oublié ?' in the page, and leaves a new-tab click to the browser", () => {
    const { navigate } = setup();
    const link = screen.getByRole('link', { name: MSG.forgotPasswordLink });
    expect(link.getAttribute('href')).toBe('/forgot-password');
    fireEvent.click(link, { ctrlKey: true });
    expect(navigate).not.toHaveBeenCalled();
    fireEvent.click(link);
    expect(navigate).toHaveBeenCalledWith('/forgot-password');
  });
});
