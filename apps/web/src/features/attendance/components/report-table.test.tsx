// @vitest-environment jsdom
import type { Attendance } from '@secops/domain/attendance';
import * as MSG from '@secops/domain/messages';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ReportTable } from './report-table.tsx';

const REASON = 'Déplacement de 660 km en 1 s (vitesse impossible)';

const attendance = (id: string, suspect: boolean): Attendance => ({
  id,
  status: 'COMPLETED',
  startTime: '2026-03-02T08:00:00.000Z',
  endTime: '2026-03-02T16:00:00.000Z',
  regularHours: 8,
  overtimeHours: 0,
  dayHours: 8,
  nightHours: 0,
  sundayHours: 0,
  holidayHours: 0,
  requestedHours: null,
  overtimeRequestedAt: null,
  startLat: 48.8566,
  startLng: 2.3522,
  startAccuracy: 5,
  endLat: 43.2965,
  endLng: 5.3698,
  endAccuracy: 5,
  lowAccuracy: false,
  suspect,
  suspectReasons: suspect ? [REASON] : [],
  agentId: `agent-${id}`,
  missionId: 'mission-1',
  shiftId: null,
  agent: { id: `agent-${id}`, firstName: id, lastName: 'Martin', matricule: `AG-${id}` },
  mission: { id: 'mission-1', title: 'Parking Opéra', locationAddress: null },
  shift: null,
});

describe('ReportTable', () => {
  afterEach(cleanup);

  it("shows 'Pointage suspect' and its reasons on a suspect attendance only", () => {
    render(<ReportTable rows={[attendance('Lina', true), attendance('Hugo', false)]} />);
    const [, suspect, honest] = screen.getAllByRole('row');
    expect(within(suspect!).getByText(MSG.attendanceSuspect)).toBeTruthy();
    expect(within(suspect!).getByText(REASON)).toBeTruthy();
    expect(within(honest!).queryByText(MSG.attendanceSuspect)).toBeNull();
  });
});
