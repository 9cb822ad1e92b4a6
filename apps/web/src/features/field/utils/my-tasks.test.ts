import type { ChecklistItem } from '@secops/domain/missions.schemas';
import { describe, expect, it } from 'vitest';
import { isTickedBy, myTasks, ownTick, taskProgress } from './my-tasks.ts';

const ME = 'agent-me';
const OTHER = 'agent-other';

const task = (id: string, order: number, assignedAgents: string[], ticks: ChecklistItem['ticks'] = []) =>
  ({
    id,
    missionId: 'm1',
    label: `Tâche ${id}`,
    category: 'general',
    required: true,
    assignedAgents,
    order,
    ticks,
  }) satisfies ChecklistItem;

const tick = (agentId: string, checked: boolean) => ({
  agentId,
  checked,
  signedAt: '2026-03-12T08:05:00.000Z',
  receivedAt: '2026-03-12T08:05:00.000Z',
  declaredAt: null,
});

describe('myTasks', () => {
  it("keeps the tasks assigned to nobody or to the agent, in the check-list's order", () => {
    const items = [
      task('c', 3, []),
      task('theirs', 1, [OTHER]),
      task('a', 2, [ME, OTHER]),
      task('b', 0, [ME]),
    ];
    expect(myTasks(items, ME).map((t) => t.id)).toEqual(['b', 'a', 'c']);
  });

  it('shows an agent nothing of tasks meant only for others', () => {
    expect(myTasks([task('x', 0, [OTHER])], ME)).toEqual([]);
  });
});

describe('ticks', () => {
  it("reads the agent's own tick, not another agent's", () => {
    const item = task('a', 0, [], [tick(OTHER, true), tick(ME, false)]);
    expect(ownTick(item, ME)?.checked).toBe(false);
    expect(isTickedBy(item, ME)).toBe(false);
    expect(isTickedBy(item, OTHER)).toBe(true);
  });

  it('counts a task never ticked as not done', () => {
    expect(isTickedBy(task('a', 0, []), ME)).toBe(false);
  });
});

describe('taskProgress', () => {
  it('counts the tasks the agent has ticked, an untick undoing it', () => {
    const tasks = [
      task('a', 0, [], [tick(ME, true)]),
      task('b', 1, [], [tick(ME, false)]),
      task('c', 2, [], [tick(OTHER, true)]),
    ];
    expect(taskProgress(tasks, ME)).toEqual({ done: 1, total: 3, percent: 33 });
  });

  it('is 0 % of 0 when the agent has no task', () => {
    expect(taskProgress([], ME)).toEqual({ done: 0, total: 0, percent: 0 });
  });

  it('is 100 % once every task is ticked', () => {
    expect(taskProgress([task('a', 0, [], [tick(ME, true)])], ME).percent).toBe(100);
  });
});
