// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadLater } from './use-first-screen-shown.ts';

afterEach(cleanup);

describe('loadLater', () => {
  it('draws the component once its code is in', async () => {
    const Hello = loadLater(() => Promise.resolve(({ name }: { name: string }) => <p>Bonjour {name}</p>));
    render(
      <QueryClientProvider client={new QueryClient()}>
        <Suspense fallback={null}>
          <Hello name="Lucas" />
        </Suspense>
      </QueryClientProvider>,
    );
    expect(await screen.findByText('Bonjour Lucas')).toBeTruthy();
  });

  it('draws nothing, and no error, when its code cannot be downloaded', async () => {
    const Broken = loadLater<{ name: string }>(() => Promise.reject(new TypeError('Failed to fetch')));
    const { container } = render(
      <Suspense fallback={<p>attente</p>}>
        <p>Écran</p>
        <Broken name="Lucas" />
      </Suspense>,
    );
    expect(await screen.findByText('Écran')).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(container.textContent).toBe('Écran');
  });

  it('asks for the code again when the network returns, and draws the component then', async () => {
    let network = false;
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const load = vi.fn(() =>
      network
        ? Promise.resolve(({ name }: { name: string }) => <p>Bonjour {name}</p>)
        : Promise.reject(new TypeError('Failed to fetch')),
    );
    const Later = loadLater(load);
    const { container } = render(
      <Suspense fallback={null}>
        <p>Écran</p>
        <Later name="Lucas" />
      </Suspense>,
    );
    expect(await screen.findByText('Écran')).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(container.textContent).toBe('Écran');
    expect(load).toHaveBeenCalledTimes(1);

    network = true;
    onLine.mockReturnValue(true);
    act(() => void window.dispatchEvent(new Event('online')));
    expect(await screen.findByText('Bonjour Lucas')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
    onLine.mockRestore();
  });

  it('asks again at once when the network is back before the empty place is drawn', async () => {
    let calls = 0;
    const Later = loadLater(() =>
      ++calls === 1
        ? Promise.reject(new TypeError('Failed to fetch'))
        : Promise.resolve(({ name }: { name: string }) => <p>Bonjour {name}</p>),
    );
    render(
      <Suspense fallback={null}>
        <Later name="Lucas" />
      </Suspense>,
    );
    expect(await screen.findByText('Bonjour Lucas')).toBeTruthy();
    expect(calls).toBe(2);
  });
});
