// @vitest-environment jsdom
import type { SessionUser } from '@secops/domain/auth';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { takeEarlyGet } from '../../../lib/early-requests.ts';
import { useAuthStore } from '../../auth/index.ts';
import { startPlanningBoardEarly } from './start-board-early.ts';

const signIn = (role: SessionUser['role']) =>
  useAuthStore.getState().login({
    user: { id: 'u1', role, agent: null } as unknown as SessionUser,
    accessToken: 'access-1',
    refreshToken: 'refresh-1',
  });
const asked = (fetchMock: ReturnType<typeof vi.fn>) => fetchMock.mock.calls.map(([url]) => url);

afterEach(() => {
  useAuthStore.getState().logout();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the scheduling board asked for by the page entry', () => {
  it("asks for the address's week, Monday to Sunday, and the screen's request takes the answer", async () => {
    const fetchMock = vi.fn(async () => new Response('{}'));
    vi.stubGlobal('fetch', fetchMock);
    signIn('SUPERVISOR');
    // A Thursday in the address: the board of its week.
    startPlanningBoardEarly('?semaine=2027-06-10&vue=missions');
    expect(asked(fetchMock)).toEqual(['/api/planning/board?from=2027-06-07&to=2027-06-13']);
    expect(
      await takeEarlyGet('/api/planning/board?from=2027-06-07&to=2027-06-13', 'access-1'),
    ).toBeInstanceOf(Response);
  });

  it('asks for this Paris week without a week in the address (Monday 00:30 in Paris, still Sunday in UTC)', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2027-06-13T22:30:00Z'));
    const fetchMock = vi.fn(async () => new Response('{}'));
    vi.stubGlobal('fetch', fetchMock);
    signIn('ADMIN');
    startPlanningBoardEarly('?semaine=pas-une-date');
    expect(asked(fetchMock)).toEqual(['/api/planning/board?from=2027-06-14&to=2027-06-20']);
  });

  it('asks for nothing for a guard, a client or when nobody is signed in', () => {
    const fetchMock = vi.fn(async () => new Response('{}'));
    vi.stubGlobal('fetch', fetchMock);
    startPlanningBoardEarly('');
    for (const role of ['AGENT', 'LEAD', 'CLIENT'] as const) {
      signIn(role);
      startPlanningBoardEarly('');
    }
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
