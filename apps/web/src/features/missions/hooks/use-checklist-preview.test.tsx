// @vitest-environment jsdom
import { DEFAULT_CHECKLIST_TEMPLATES } from '@secops/domain/checklists';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../../lib/query-client.ts';
import { useChecklistPreview } from './use-checklist-preview.ts';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** The saved bodyguard template has one task; the driver template cannot be read. */
function fakeTemplates() {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = String(input);
      if (url.endsWith('/BODYGUARD')) {
        return json(200, {
          specialty: 'BODYGUARD',
          isDefault: false,
          items: [{ label: 'Vérification de la radio', required: true, category: 'equipment' }],
        });
      }
      return json(404, { statusCode: 404, code: 'NOT_FOUND', message: 'Spécialité inconnue' });
    }),
  );
}

const wrapper = ({ children }: { children: ReactNode }) => (
  <QueryClientProvider client={createQueryClient()}>{children}</QueryClientProvider>
);

const agents = [
  { id: 'lucas', specialties: ['BODYGUARD', 'DRIVER'] },
  { id: 'sophie', specialties: ['BODYGUARD'] },
];

describe('check-list preview of a new mission', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('uses the saved template of a specialty, and its default tasks when none can be read', async () => {
    fakeTemplates();
    const { result } = renderHook(() => useChecklistPreview(agents), { wrapper });
    await waitFor(() => expect(result.current.isLoading).toBe(false));
    const labels = result.current.items.map((item) => item.label);
    expect(labels).toEqual([
      'Vérification de la radio',
      ...DEFAULT_CHECKLIST_TEMPLATES.DRIVER.map((task) => task.label),
    ]);
  });

  it('lists a task shared by several agents once, naming every agent it concerns', async () => {
    fakeTemplates();
    const { result } = renderHook(() => useChecklistPreview(agents), { wrapper });
    await waitFor(() => expect(result.current.isLoading).toBe(false));
    expect(result.current.items[0]).toMatchObject({
      label: 'Vérification de la radio',
      assignedAgents: ['lucas', 'sophie'],
    });
    expect(result.current.items[1]?.assignedAgents).toEqual(['lucas']);
  });

  it('is empty while no agent is chosen', () => {
    fakeTemplates();
    const { result } = renderHook(() => useChecklistPreview([]), { wrapper });
    expect(result.current.items).toEqual([]);
  });
});
