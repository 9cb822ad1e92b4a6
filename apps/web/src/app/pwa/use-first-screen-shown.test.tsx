// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
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
});
