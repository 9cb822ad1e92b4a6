// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { NavigationProgress } from './navigation-progress.tsx';

afterEach(cleanup);

function Shell() {
  return (
    <>
      <NavigationProgress />
      <Outlet />
    </>
  );
}

describe('NavigationProgress', () => {
  it('shows a loading status as soon as a tap asks for a screen whose code is still on its way', async () => {
    let arrive: (screen: { Component: () => null }) => void = () => undefined;
    const router = createMemoryRouter([
      {
        Component: Shell,
        children: [
          { path: '/', Component: () => <h1>Mes Missions</h1> },
          { path: '/profile', lazy: () => new Promise((resolve) => (arrive = resolve)) },
        ],
      },
    ]);
    render(<RouterProvider router={router} />);
    expect(screen.queryByRole('status')).toBeNull();

    await act(async () => void router.navigate('/profile'));
    expect(screen.getByRole('status').textContent).toBe('Chargement…');

    await act(async () => arrive({ Component: () => null }));
    expect(screen.queryByRole('status')).toBeNull();
  });
});
