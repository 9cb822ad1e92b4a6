import { describe, expect, it } from 'vitest';
import { agentFreshness, compareFreshness, isLive } from './freshness.ts';
import * as MSG from './messages.ts';

const now = new Date('2026-03-02T10:00:00Z');
const ago = (seconds: number) => new Date(now.getTime() - seconds * 1000).toISOString();

describe('agentFreshness', () => {
  it('shows a position under a minute old as online, in green', () => {
    expect(agentFreshness(ago(0), now)).toEqual({
      level: 'online',
      color: 'green',
      label: MSG.gpsFreshnessOnline,
    });
    expect(agentFreshness(ago(59.9), now).level).toBe('online');
  });

  it('shows one to two minutes as recent, in blue', () => {
    expect(agentFreshness(ago(60), now)).toEqual({
      level: 'recent',
      color: 'blue',
      label: MSG.gpsFreshnessRecent,
    });
    expect(agentFreshness(ago(119), now).level).toBe('recent');
  });

  it('shows two to four minutes as a warning, in orange', () => {
    expect(agentFreshness(ago(120), now)).toMatchObject({ level: 'warning', color: 'orange' });
    expect(agentFreshness(ago(239), now).level).toBe('warning');
  });

  it("says 'Connexion perdue' in red from four minutes on", () => {
    expect(agentFreshness(ago(240), now)).toEqual({
      level: 'offline',
      color: 'red',
      label: 'Connexion perdue',
    });
    expect(agentFreshness(ago(3600), now).level).toBe('offline');
  });

  it('moves an agent to the next level as time passes, without a new position', () => {
    const sentAt = ago(50);
    expect(agentFreshness(sentAt, now).level).toBe('online');
    expect(agentFreshness(sentAt, new Date(now.getTime() + 15_000)).level).toBe('recent');
    expect(agentFreshness(sentAt, new Date(now.getTime() + 200_000)).level).toBe('offline');
  });

  it('treats an unreadable time as a lost connection', () => {
    expect(agentFreshness('hier', now).level).toBe('offline');
  });
});

describe('isLive and compareFreshness', () => {
  it('counts every level but offline as live', () => {
    expect((['online', 'recent', 'warning', 'offline'] as const).map(isLive)).toEqual([
      true,
      true,
      true,
      false,
    ]);
  });

  it('orders freshest first', () => {
    const levels = ['offline', 'online', 'warning', 'recent'] as const;
    expect([...levels].sort(compareFreshness)).toEqual(['online', 'recent', 'warning', 'offline']);
  });
});
