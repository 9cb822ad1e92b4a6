import { describe, expect, it } from 'vitest';
import { ATTENDANCE_PAGE_DEFAULT } from './attendance.ts';
import {
  AttendanceOvertimeSchema,
  AttendanceReportQuerySchema,
  AttendanceStartSchema,
} from './attendance.schemas.ts';
import * as MSG from './messages.ts';

const ID = '5b0f7c1e-8a4d-4c3e-9f2a-1d2e3f4a5b6c';
const start = { agentId: ID, missionId: ID, shiftId: ID, lat: 48.8566, lng: 2.3522 };

describe('attendance bodies', () => {
  it('accepts a start with an optional accuracy and refuses unknown fields', () => {
    expect(AttendanceStartSchema.safeParse({ ...start, accuracy: 12 }).success).toBe(true);
    const extra = AttendanceStartSchema.safeParse({ ...start, status: 'COMPLETED' });
    expect(extra.success).toBe(false);
    expect(extra.error?.issues[0]?.message).toMatch(/status/);
  });

  it('says which part of a start is wrong, in French', () => {
    const noPosition = AttendanceStartSchema.safeParse({ ...start, lat: undefined });
    expect(noPosition.error?.issues[0]?.message).toBe(MSG.positionUnavailableShort);
    const outOfRange = AttendanceStartSchema.safeParse({ ...start, lng: 181 });
    expect(outOfRange.error?.issues[0]?.message).toBe(MSG.coordinatesInvalid);
    const noAgent = AttendanceStartSchema.safeParse({ ...start, agentId: `${ID}\u0000` });
    expect(noAgent.error?.issues[0]?.message).toBe(MSG.attendanceAgentUnknown);
  });

  it('keeps the overtime request between a quarter of an hour and 12 hours', () => {
    expect(AttendanceOvertimeSchema.safeParse({ attendanceId: ID, requestedHours: 1 }).success).toBe(true);
    expect(AttendanceOvertimeSchema.safeParse({ attendanceId: ID, requestedHours: 0 }).success).toBe(false);
    expect(AttendanceOvertimeSchema.safeParse({ attendanceId: ID, requestedHours: 13 }).success).toBe(false);
  });
});

describe('attendance report query', () => {
  it('reads calendar days or ISO date-times, treats empty values as no filter and pages by 50', () => {
    const q = AttendanceReportQuerySchema.parse({ startDate: '2026-03-01', endDate: '', agentId: '' });
    expect(q).toEqual({ startDate: '2026-03-01', limit: ATTENDANCE_PAGE_DEFAULT, offset: 0 });
    expect(AttendanceReportQuerySchema.safeParse({ endDate: '2026-03-31T21:59:59Z' }).success).toBe(true);
  });

  it('refuses a page past 500 rows, saying so', () => {
    const res = AttendanceReportQuerySchema.safeParse({ limit: '501' });
    expect(res.error?.issues[0]?.message).toBe(MSG.attendancePageInvalid);
  });

  it('refuses impossible dates and pages past the maximum', () => {
    for (const query of [{ startDate: '2026-02-30' }, { endDate: '31/03/2026' }, { limit: '501' }]) {
      expect(AttendanceReportQuerySchema.safeParse(query).success, JSON.stringify(query)).toBe(false);
    }
  });
});
