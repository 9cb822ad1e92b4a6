import { describe, expect, it } from 'vitest';
import { attendanceTotals, checklistCompletion, taskProgress } from './mission-report.summary.ts';

const tick = (agentId: string, checked = true) => ({ agentId, checked });

describe('taskProgress', () => {
  it('counts a task assigned to nobody as every mission agent’s task', () => {
    expect(taskProgress({ assignedAgents: [], ticks: [tick('a')] }, ['a', 'b'])).toEqual({
      done: false,
      ticked: 1,
      concerned: 2,
    });
    expect(taskProgress({ assignedAgents: [], ticks: [tick('a'), tick('b')] }, ['a', 'b']).done).toBe(true);
  });

  it('only asks the agents a task is assigned to', () => {
    expect(taskProgress({ assignedAgents: ['b'], ticks: [tick('b')] }, ['a', 'b'])).toEqual({
      done: true,
      ticked: 1,
      concerned: 1,
    });
  });

  it('ignores unticked rows', () => {
    expect(taskProgress({ assignedAgents: ['a'], ticks: [tick('a', false)] }, ['a']).done).toBe(false);
  });

  it('is done with one tick when the mission has no agent', () => {
    expect(taskProgress({ assignedAgents: [], ticks: [tick('x')] }, [])).toEqual({
      done: true,
      ticked: 1,
      concerned: 0,
    });
    expect(taskProgress({ assignedAgents: [], ticks: [] }, []).done).toBe(false);
  });
});

describe('checklistCompletion', () => {
  it('gives the share of done tasks in whole percent', () => {
    const tasks = [
      { assignedAgents: ['a'], ticks: [tick('a')] },
      { assignedAgents: ['a'], ticks: [] },
      { assignedAgents: ['a'], ticks: [] },
    ];
    expect(checklistCompletion(tasks, ['a'])).toEqual({ done: 1, total: 3, percent: 33 });
  });

  it('is 0 % for an empty check-list', () => {
    expect(checklistCompletion([], ['a'])).toEqual({ done: 0, total: 0, percent: 0 });
  });
});

describe('attendanceTotals', () => {
  it('adds up count, regular and overtime hours', () => {
    expect(
      attendanceTotals([
        { regularHours: 7.5, overtimeHours: 0 },
        { regularHours: 8, overtimeHours: 1.25 },
      ]),
    ).toEqual({ count: 2, regular: 15.5, overtime: 1.25 });
  });
});
