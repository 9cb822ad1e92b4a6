import type { ChecklistItem } from '@secops/domain/missions.schemas';
import { describe, expect, it } from 'vitest';
import type { QueuedAction } from '../../offline/index.ts';
import { isTickedBy, taskProgress } from './my-tasks.ts';
import { queuedTickStates, withQueuedTicks } from './queued-ticks.ts';

const ME = 'agent-me';
const MISSION = 'mission-1';

const task = (id: string, ticks: ChecklistItem['ticks'] = []): ChecklistItem => ({
  id,
  missionId: MISSION,
  label: `Tâche ${id}`,
  category: 'general',
  required: true,
  assignedAgents: [],
  order: 0,
  ticks,
});
const queuedTick = (checklistId: string, checked: boolean, missionId = MISSION, agentId = ME) =>
  ({
    kind: 'tick',
    seq: 1,
    body: { checklistId, checked, missionId, agentId, clientRequestId: 'r' },
  }) as QueuedAction;

describe('ticks waiting on the phone', () => {
  it("keep the last state of each of the agent's tasks on this mission", () => {
    const states = queuedTickStates(
      [
        queuedTick('a', true),
        queuedTick('b', true),
        queuedTick('a', false),
        queuedTick('c', true, 'other-mission'),
        queuedTick('d', true, MISSION, 'agent-other'),
      ],
      MISSION,
      ME,
    );
    expect([...states]).toEqual([
      ['a', false],
      ['b', true],
    ]);
  });

  it('show as done, not signed yet, over what the server last said, and count in the progress', () => {
    const signed = {
      agentId: ME,
      checked: false,
      signedAt: '2026-03-12T08:05:00.000Z',
      receivedAt: null,
      declaredAt: null,
    };
    const other = {
      agentId: 'agent-other',
      checked: true,
      signedAt: '2026-03-12T08:00:00.000Z',
      receivedAt: null,
      declaredAt: null,
    };
    const items = [task('a', [signed, other]), task('b')];
    const shown = withQueuedTicks(items, new Map([['a', true]]), ME);
    expect(shown[0]?.ticks).toEqual([
      other,
      { agentId: ME, checked: true, signedAt: null, receivedAt: null, declaredAt: null },
    ]);
    expect(shown[1]).toBe(items[1]);
    expect(isTickedBy(shown[0]!, ME)).toBe(true);
    expect(taskProgress(shown, ME)).toEqual({ done: 1, total: 2, percent: 50 });
  });
});
