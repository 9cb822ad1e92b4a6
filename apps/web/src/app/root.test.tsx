// @vitest-environment jsdom
import { act, screen } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { notify } from '../lib/notify.ts';
import { render } from './root.tsx';

let idleTasks: (() => void)[] = [];
const runIdleTasks = () =>
  act(() => {
    idleTasks.forEach((task) => task());
    idleTasks = [];
  });

describe('the page root', () => {
  beforeAll(() => {
    document.body.innerHTML = '<div id="root"></div>';
    vi.stubGlobal('requestIdleCallback', (task: () => void) => idleTasks.push(task));
  });
  afterAll(() => vi.unstubAllGlobals());

  it('shows a toast asked for before the page is idle once it is, and keeps it when the screen changes', async () => {
    await act(() => render(<h1>Connexion</h1>));
    notify((toast) => toast.success('Connexion réussie !'));
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.queryByText('Connexion réussie !')).toBeNull();

    await runIdleTasks();
    const shown = await screen.findByText('Connexion réussie !');
    await act(() => render(<h1>Mes Missions</h1>));
    expect(screen.getByRole('heading', { name: 'Mes Missions' })).toBeTruthy();
    expect(screen.getByText('Connexion réussie !')).toBe(shown);
  });
});
