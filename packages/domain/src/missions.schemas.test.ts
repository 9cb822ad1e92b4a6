import { describe, expect, it } from 'vitest';
import * as MSG from './messages.ts';
import {
  AssignmentCreateSchema,
  ChecklistBulkSchema,
  MissionCreateSchema,
  MissionListQuerySchema,
  MissionUpdateSchema,
} from './missions.schemas.ts';

const form = {
  title: 'Protection Gala',
  type: 'EVENT',
  startAt: '2026-06-01T18:00:00.000Z',
  endAt: '2026-06-02T02:00:00.000Z',
};
const messages = (result: { error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((i) => i.message) ?? [];

describe('mission form schema', () => {
  it('accepts the form with coordinates inside their ranges', () => {
    const result = MissionCreateSchema.safeParse({ ...form, locationLat: 48.85, locationLng: 2.35 });
    expect(result.success).toBe(true);
  });

  it('refuses an end that is not after the start, in French', () => {
    const result = MissionCreateSchema.safeParse({ ...form, endAt: form.startAt });
    expect(messages(result)).toEqual([MSG.missionEndBeforeStart]);
  });

  it('refuses coordinates out of range and a missing title, in French', () => {
    const result = MissionCreateSchema.safeParse({ ...form, title: ' ', locationLat: 91, locationLng: -181 });
    expect(messages(result).sort()).toEqual(
      [MSG.missionTitleRequired, MSG.latitudeInvalid, MSG.longitudeInvalid].sort(),
    );
  });

  it('says a too long title is too long, not missing', () => {
    const result = MissionCreateSchema.safeParse({ ...form, title: 'x'.repeat(201) });
    expect(messages(result)).toEqual([MSG.textTooLong]);
  });

  it('refuses an unknown field', () => {
    const result = MissionCreateSchema.safeParse({ ...form, status: 'ARCHIVED' });
    expect(messages(result)).toEqual([`${MSG.unknownField} : status`]);
  });

  it('refuses a date without its time zone', () => {
    const result = MissionCreateSchema.safeParse({ ...form, startAt: '2026-06-01T18:00' });
    expect(messages(result)).toEqual([MSG.missionStartRequired]);
  });
});

describe('mission update schema', () => {
  it('takes a status alone or some fields, but not both, and not nothing', () => {
    expect(MissionUpdateSchema.safeParse({ status: 'ACTIVE' }).success).toBe(true);
    expect(MissionUpdateSchema.safeParse({ title: 'Nouveau titre' }).success).toBe(true);
    expect(messages(MissionUpdateSchema.safeParse({ status: 'ACTIVE', title: 'x' }))).toEqual([
      MSG.missionStatusAlone,
    ]);
    expect(messages(MissionUpdateSchema.safeParse({}))).toEqual([MSG.missionUpdateEmpty]);
  });

  it('clears an optional text sent blank and leaves an absent one alone', () => {
    expect(MissionUpdateSchema.parse({ objective: '  ', briefingNotes: null })).toEqual({
      objective: null,
      briefingNotes: null,
    });
  });
});

describe('other mission inputs', () => {
  it('gives an assignment the agent role by default', () => {
    const agentId = '6f1c2f0e-8a47-4c4e-9a57-0c1d2e3f4a5b';
    expect(AssignmentCreateSchema.parse({ agentId })).toEqual({ agentId, role: 'agent' });
    expect(messages(AssignmentCreateSchema.safeParse({ agentId, role: 'boss' }))).toEqual([
      MSG.assignmentRoleInvalid,
    ]);
  });

  it('reads list pages from the query string and caps them at 1000', () => {
    expect(MissionListQuerySchema.parse({ limit: '20', offset: '40' })).toEqual({ limit: 20, offset: 40 });
    expect(messages(MissionListQuerySchema.safeParse({ limit: '1001' }))).toEqual([MSG.paginationInvalid]);
  });

  it('fills check-list item defaults and refuses an empty list', () => {
    const missionId = '6f1c2f0e-8a47-4c4e-9a57-0c1d2e3f4a5b';
    const parsed = ChecklistBulkSchema.parse({ missionId, items: [{ label: 'Radio' }] });
    expect(parsed.items).toEqual([
      { label: 'Radio', required: true, category: 'general', assignedAgents: [] },
    ]);
    expect(messages(ChecklistBulkSchema.safeParse({ missionId, items: [] }))).toEqual([
      MSG.checklistItemsRequired,
    ]);
  });
});
