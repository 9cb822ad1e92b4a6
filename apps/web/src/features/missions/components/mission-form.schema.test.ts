import * as MSG from '@secops/domain/messages';
import { describe, expect, it } from 'vitest';
import { EMPTY_MISSION_FORM, MissionCreateFormSchema, MissionEditFormSchema } from './mission-form.schema.ts';

const filled = {
  ...EMPTY_MISSION_FORM,
  title: '  Gala de la Fondation  ',
  type: 'EVENT' as const,
  startAt: '2026-06-20T19:00',
  endAt: '2026-06-21T01:30',
  locationAddress: '10 rue de Rivoli 75001 Paris',
  locationLat: 48.85341,
  locationLng: 2.3488,
};

const messagesOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message) ?? [];

describe('mission form', () => {
  it('sends Paris times as ISO instants, no client as null and empty texts as cleared', () => {
    const body = MissionCreateFormSchema.parse(filled);
    expect(body).toEqual({
      title: 'Gala de la Fondation',
      type: 'EVENT',
      clientId: null,
      startAt: '2026-06-20T17:00:00.000Z',
      endAt: '2026-06-20T23:30:00.000Z',
      locationAddress: '10 rue de Rivoli 75001 Paris',
      locationLat: 48.85341,
      locationLng: 2.3488,
      objective: null,
      briefingNotes: null,
    });
  });

  it('names every missing required field at once', () => {
    const result = MissionCreateFormSchema.safeParse(EMPTY_MISSION_FORM);
    expect(messagesOf(result)).toEqual([
      MSG.missionTitleRequired,
      MSG.missionTypeRequired,
      MSG.missionFormStartRequired,
      MSG.missionFormEndRequired,
    ]);
  });

  it('refuses an end before the start with the server message, on the end field', () => {
    const result = MissionEditFormSchema.safeParse({ ...filled, endAt: '2026-06-20T18:00' });
    expect(result.error?.issues).toEqual([
      expect.objectContaining({ message: MSG.missionEndBeforeStart, path: ['endAt'] }),
    ]);
  });
});
