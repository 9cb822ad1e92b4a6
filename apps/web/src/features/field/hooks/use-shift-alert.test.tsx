// @vitest-environment jsdom
import * as MSG from '@secops/domain/messages';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../../lib/query-client.ts';
import { useShiftAlert } from './use-shift-alert.ts';

const toastWarning = vi.hoisted(() => vi.fn());
vi.mock('sonner', () => ({ toast: { warning: toastWarning } }));

const NOW = new Date('2026-03-12T07:54:00.000Z');
const MINUTE = 60_000;

/** The agent's one shift, starting at `startAt`; the list can be changed between readings. */
let shiftStart = new Date(NOW.getTime() + 6 * MINUTE);
const shiftsUrl = '/api/agents/agent-1/shifts';
const answer = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
  if (String(input) !== shiftsUrl) return answer(404, {});
  const shift = {
    id: 'shift-1',
    agentId: 'agent-1',
    missionId: 'mission-1',
    startAt: shiftStart.toISOString(),
    endAt: new Date(shiftStart.getTime() + 8 * 60 * MINUTE).toISOString(),
    mission: { id: 'mission-1', title: 'Escorte Roissy – Paris', locationAddress: 'Terminal 2E, Roissy' },
    attendances: [],
  };
  return answer(200, [shift]);
});

const notifications: { title: string; options?: NotificationOptions }[] = [];
const requestPermission = vi.fn(async () => 'granted' as NotificationPermission);
class FakeNotification {
  static permission: NotificationPermission = 'granted';
  static requestPermission = requestPermission;
  constructor(title: string, options?: NotificationOptions) {
    notifications.push({ title, options });
  }
}

const tones: number[] = [];
class FakeAudioContext {
  state = 'running';
  currentTime = 0;
  destination = {};
  createGain() {
    return {
      gain: { setValueAtTime: vi.fn(), exponentialRampToValueAtTime: vi.fn() },
      connect: (n: unknown) => n,
    };
  }
  createOscillator() {
    const frequency = {
      set value(v: number) {
        tones.push(v);
      },
    };
    return { type: 'sine', frequency, connect: (n: unknown) => n, start: vi.fn(), stop: vi.fn() };
  }
}

function renderAlert(agentId: string | null) {
  const client = createQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>
      <MemoryRouter>{children}</MemoryRouter>
    </QueryClientProvider>
  );
  return renderHook(() => useShiftAlert(agentId), { wrapper });
}

/**
 * Lets the clock run, with the readings it triggers. TanStack Query hands a new result to the screen on a 0 ms
 * timer, which the fake clock schedules 1 ms later when it is set during a tick: that millisecond is run too.
 */
async function advance(ms: number) {
  await act(() => vi.advanceTimersByTimeAsync(ms));
  await act(() => vi.advanceTimersByTimeAsync(1));
}

/** Lets `n` readings of 30 s go by, each one arriving before the next. */
async function polls(n: number) {
  for (let i = 0; i < n; i++) await advance(30_000);
}

describe('the shift alert', () => {
  beforeEach(() => {
    vi.useFakeTimers({
      now: NOW,
      toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'],
    });
    shiftStart = new Date(NOW.getTime() + 6 * MINUTE);
    notifications.length = 0;
    tones.length = 0;
    FakeNotification.permission = 'granted';
    vi.stubGlobal('fetch', fetchMock);
    vi.stubGlobal('Notification', FakeNotification);
    vi.stubGlobal('AudioContext', FakeAudioContext);
  });

  afterEach(() => {
    cleanup();
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.clearAllMocks();
  });

  it('warns once, 5 minutes before the shift, with toast, tone and a notification tagged with the shift', async () => {
    renderAlert('agent-1');
    await advance(0);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(toastWarning).not.toHaveBeenCalled();

    await advance(30_000); // 5 min 30 s before: not yet
    expect(toastWarning).not.toHaveBeenCalled();

    await advance(30_000); // 5 min before: the alert
    expect(toastWarning).toHaveBeenCalledTimes(1);
    const [title, options] = toastWarning.mock.calls[0] as [
      string,
      { duration: number; action: { label: string } },
    ];
    expect(title).toBe(MSG.shiftAlertTitle);
    expect(options.duration).toBe(10_000);
    expect(options.action.label).toBe(MSG.shiftAlertView);
    expect(tones).toEqual([800]);
    expect(notifications).toHaveLength(1);
    expect(notifications[0]?.title).toBe(MSG.shiftAlertTitle);
    expect(notifications[0]?.options?.tag).toBe('shift-1');
    expect(notifications[0]?.options?.body).toContain(MSG.shiftAlertReminder);
    expect(notifications[0]?.options?.body).toContain('Escorte Roissy – Paris');
    expect(notifications[0]?.options?.body).toContain('09:00');

    await polls(2); // still upcoming: no second alert
    expect(toastWarning).toHaveBeenCalledTimes(1);
    expect(fetchMock).toHaveBeenCalledTimes(5);
  });

  it('warns again about a shift moved later once it has left the 5 minutes', async () => {
    renderAlert('agent-1');
    await advance(0);
    await polls(2);
    expect(toastWarning).toHaveBeenCalledTimes(1);

    shiftStart = new Date(NOW.getTime() + 20 * MINUTE);
    await polls(1);
    expect(toastWarning).toHaveBeenCalledTimes(1);

    await polls(27); // 15 min after the start of the test: the moved shift is 5 minutes away
    expect(toastWarning).toHaveBeenCalledTimes(2);
  });

  it('shows no notification without permission, and asks for it at the first tap when the agent has not answered', async () => {
    FakeNotification.permission = 'default';
    renderAlert('agent-1');
    await advance(0);
    await polls(2);
    expect(requestPermission).not.toHaveBeenCalled();
    document.body.click();
    document.body.click();
    expect(requestPermission).toHaveBeenCalledTimes(1);
    expect(toastWarning).toHaveBeenCalledTimes(1);
    expect(notifications).toEqual([]);
  });

  it('reads nothing for a user without an agent record', async () => {
    renderAlert(null);
    await advance(0);
    await polls(4);
    document.body.click();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(requestPermission).not.toHaveBeenCalled();
  });
});
