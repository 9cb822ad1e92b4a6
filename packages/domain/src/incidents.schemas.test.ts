import { describe, expect, it } from 'vitest';
import { IncidentCreateSchema, IncidentListQuerySchema } from './incidents.schemas.ts';
import * as MSG from './messages.ts';

const valid = {
  missionId: '3f1c9a4e-5b7d-4c2e-9f10-2a3b4c5d6e7f',
  type: 'intrusion',
  title: 'Porte forcée',
  description: 'Accès de service forcé côté parking',
};
const firstMessage = (input: unknown) => IncidentCreateSchema.safeParse(input).error?.issues[0]?.message;

describe('IncidentCreateSchema', () => {
  it('defaults the severity to 3', () => {
    expect(IncidentCreateSchema.parse(valid).severity).toBe(3);
  });

  it('refuses a severity outside 1 to 5 or not an integer', () => {
    for (const severity of [0, 6, 2.5, '4']) {
      expect(firstMessage({ ...valid, severity })).toBe(MSG.incidentSeverityInvalid);
    }
  });

  it('requires the mission, a known type, a title and a description', () => {
    expect(firstMessage({ ...valid, missionId: undefined })).toBe(MSG.incidentMissionRequired);
    expect(firstMessage({ ...valid, type: 'fire' })).toBe(MSG.incidentTypeInvalid);
    expect(firstMessage({ ...valid, title: ' ' })).toBe(MSG.incidentTitleRequired);
    expect(firstMessage({ ...valid, description: '' })).toBe(MSG.incidentDescriptionRequired);
  });

  it('takes any well-formed occurrence date (the server decides what a future one means), nothing else', () => {
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString();
    expect(IncidentCreateSchema.parse({ ...valid, occurredAt: tomorrow }).occurredAt).toBe(tomorrow);
    expect(firstMessage({ ...valid, occurredAt: 'hier' })).toBe(MSG.dateInvalid);
  });

  it('accepts a photo stored on this server or on the web, nothing else', () => {
    expect(IncidentCreateSchema.parse({ ...valid, photoUrl: '/api/files/abc.jpg' }).photoUrl).toBe(
      '/api/files/abc.jpg',
    );
    expect(IncidentCreateSchema.parse({ ...valid, photoUrl: 'https://exemple.fr/p.jpg' }).photoUrl).toBe(
      'https://exemple.fr/p.jpg',
    );
    expect(firstMessage({ ...valid, photoUrl: 'javascript:alert(1)' })).toBe(MSG.incidentPhotoUrlInvalid);
    expect(firstMessage({ ...valid, photoUrl: '//evil.example/p.jpg' })).toBe(MSG.incidentPhotoUrlInvalid);
  });
});

describe('IncidentListQuerySchema', () => {
  it('pages by 100 from the start by default', () => {
    expect(IncidentListQuerySchema.parse({})).toEqual({ limit: 100, offset: 0 });
  });

  it('refuses a limit out of range', () => {
    expect(IncidentListQuerySchema.safeParse({ limit: '0' }).error?.issues[0]?.message).toBe(
      MSG.paginationInvalid,
    );
  });
});
