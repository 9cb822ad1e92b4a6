// @vitest-environment jsdom
import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { routes } from './router.tsx';

const SPEC_PATHS = [
  '/login',
  '/forgot-password',
  '/reset-password',
  '/admin',
  '/admin/missions',
  '/admin/missions/new',
  '/admin/missions/7f3c',
  '/admin/agents',
  '/admin/agents/new',
  '/admin/agents/7f3c',
  '/admin/clients',
  '/admin/clients/new',
  '/admin/planning',
  '/admin/incidents',
  '/admin/incidents/new',
  '/admin/equipment',
  '/admin/checklists/templates',
  '/admin/gps',
  '/admin/pointages',
  '/admin/settings',
  '/agent',
  '/agent/missions/7f3c',
  '/agent/profile',
  '/agent/gps',
  '/agent/attendance',
  '/client',
  '/client/missions/7f3c',
  '/client/rapports',
  '/client/compte',
];

const screenOf = (path: string) => matchRoutes(routes, path)?.at(-1)?.route;

describe('route table', () => {
  it.each(SPEC_PATHS)('has a screen for %s', (path) => {
    expect(screenOf(path)?.path).not.toBe('*');
  });

  it('sends unknown addresses to the not-found page', () => {
    expect(screenOf('/admin/inconnu')?.path).toBe('*');
    expect(screenOf('/agent/missions')?.path).toBe('*');
    expect(screenOf('/client/missions')?.path).toBe('*');
  });
});
