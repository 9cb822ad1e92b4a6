import { describe, expect, it } from 'vitest';
import * as MSG from './messages.ts';
import {
  ShiftCreateSchema,
  ShiftListQuerySchema,
  SuggestAgentsSchema,
  recurrenceUntil,
} from './planning.schemas.ts';

const ids = {
  agentId: '0b0e5f0c-7f55-4c8c-9d43-2f7c0a1c5e11',
  missionId: '5d1d7a2e-9a8b-4c1f-8e2d-6b3f4a5c6d77',
};
const shift = { ...ids, startAt: '2024-03-12T08:00:00+01:00', endAt: '2024-03-12T16:00:00+01:00' };
const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('ShiftCreateSchema', () => {
  it('accepts a single shift and defaults recurring to false', () => {
    const parsed = ShiftCreateSchema.parse({ ...shift, zone: ' Hall ', notes: '' });
    expect(parsed).toMatchObject({ recurring: false, zone: 'Hall', notes: null });
  });

  it('refuses an end before the start, and a shift longer than 24 hours', () => {
    expect(firstMessage(ShiftCreateSchema.safeParse({ ...shift, endAt: shift.startAt }))).toBe(
      MSG.shiftEndBeforeStart,
    );
    const long = { ...shift, endAt: '2024-03-13T08:00:01+01:00' };
    expect(firstMessage(ShiftCreateSchema.safeParse(long))).toBe(MSG.shiftTooLong);
  });

  it('asks for the type and the end date of a recurrence', () => {
    const recurring = { ...shift, recurring: true };
    expect(firstMessage(ShiftCreateSchema.safeParse(recurring))).toBe(MSG.shiftRecurringTypeRequired);
    expect(
      firstMessage(
        ShiftCreateSchema.safeParse({ ...recurring, recurringType: 'DAILY', recurringEndDate: null }),
      ),
    ).toBe(MSG.shiftRecurringEndRequired);
  });

  it('refuses a recurrence ending before its start date, and one of more than 366 shifts', () => {
    const daily = { ...shift, recurring: true, recurringType: 'DAILY' };
    expect(firstMessage(ShiftCreateSchema.safeParse({ ...daily, recurringEndDate: '2024-03-11' }))).toBe(
      MSG.shiftRecurringEndBeforeStart,
    );
    expect(ShiftCreateSchema.safeParse({ ...daily, recurringEndDate: '2024-03-12' }).success).toBe(true);
    expect(ShiftCreateSchema.safeParse({ ...daily, recurringEndDate: '2025-03-12' }).success).toBe(true);
    expect(firstMessage(ShiftCreateSchema.safeParse({ ...daily, recurringEndDate: '2025-03-13' }))).toBe(
      MSG.shiftTooManyOccurrences,
    );
  });

  it('refuses unknown fields and malformed values in French', () => {
    expect(firstMessage(ShiftCreateSchema.safeParse({ ...shift, role: 'x' }))).toBe(
      `${MSG.unknownField} : role`,
    );
    expect(firstMessage(ShiftCreateSchema.safeParse({ ...shift, agentId: 'x' }))).toBe(
      MSG.shiftAgentRequired,
    );
    expect(firstMessage(ShiftCreateSchema.safeParse({ ...shift, startAt: '12/03/2024' }))).toBe(
      MSG.shiftStartRequired,
    );
    const badDay = { ...shift, recurring: true, recurringType: 'DAILY', recurringEndDate: '2024-02-30' };
    expect(firstMessage(ShiftCreateSchema.safeParse(badDay))).toBe(MSG.planningInvalidDay);
  });

  it('reads the end date of a recurrence as a Paris calendar date', () => {
    expect(recurrenceUntil('2024-03-20')).toBe('2024-03-20');
    expect(recurrenceUntil('2024-03-19T23:30:00Z')).toBe('2024-03-20');
  });
});

describe('SuggestAgentsSchema', () => {
  const body = { missionId: ids.missionId, startAt: shift.startAt, endAt: shift.endAt };

  it('asks for 5 suggestions by default and 50 at most', () => {
    expect(SuggestAgentsSchema.parse(body).limit).toBe(5);
    expect(firstMessage(SuggestAgentsSchema.safeParse({ ...body, limit: 51 }))).toBe(
      MSG.suggestionLimitInvalid,
    );
  });

  it('asks for both dates', () => {
    expect(
      firstMessage(SuggestAgentsSchema.safeParse({ missionId: ids.missionId, startAt: shift.startAt })),
    ).toBe(MSG.suggestionDatesRequired);
  });
});

describe('ShiftListQuerySchema', () => {
  it('needs a mission or an agent', () => {
    expect(firstMessage(ShiftListQuerySchema.safeParse({}))).toBe(MSG.planningFilterRequired);
    expect(ShiftListQuerySchema.parse({ agentId: ids.agentId, limit: '20' })).toMatchObject({
      limit: 20,
      offset: 0,
    });
  });
});
