// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { Toaster } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { registerServiceWorker } from './register-service-worker.ts';

const workbox = vi.hoisted(() => {
  const listeners: Record<string, (() => void)[]> = {};
  return {
    listeners,
    fire: (type: string) => listeners[type]?.forEach((listener) => listener()),
    messageSkipWaiting: vi.fn(),
    register: vi.fn(() => Promise.resolve(undefined)),
    scriptUrl: '',
  };
});

vi.mock('workbox-window', () => ({
  Workbox: class {
    constructor(url: string) {
      workbox.scriptUrl = url;
    }
    addEventListener(type: string, listener: () => void) {
      (workbox.listeners[type] ??= []).push(listener);
    }
    messageSkipWaiting = workbox.messageSkipWaiting;
    register = workbox.register;
    update = () => Promise.resolve();
  },
}));

afterEach(cleanup);

describe('registering the service worker', () => {
  it("registers /sw.js, and offers 'Mettre à jour' when a new version waits, which reloads once it took over", async () => {
    render(<Toaster />);
    const reload = vi.fn();
    registerServiceWorker(reload);
    expect(workbox.scriptUrl).toBe('/sw.js');
    expect(workbox.register).toHaveBeenCalledOnce();
    expect(screen.queryByText('Une nouvelle version est disponible')).toBeNull();

    workbox.fire('waiting');
    expect(await screen.findByText('Une nouvelle version est disponible')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Mettre à jour' }));
    expect(workbox.messageSkipWaiting).toHaveBeenCalledOnce();
    expect(reload).not.toHaveBeenCalled();

    workbox.fire('controlling');
    expect(reload).toHaveBeenCalledOnce();
  });
});
