import { describe, expect, it } from 'vitest';
import { AgentCreateSchema, AgentUpdateSchema, certificationExpiry } from './agents.schemas.ts';
import * as MSG from './messages.ts';

const base = { email: 'a@exemple.fr', firstName: 'Éva', lastName: 'Roux', matricule: 'AG-01' };

describe('certificationExpiry', () => {
  it('keeps a date valid through its whole day, Paris time, summer and winter', () => {
    expect(certificationExpiry('2030-07-14').toISOString()).toBe('2030-07-14T21:59:59.999Z');
    expect(certificationExpiry('2030-12-31').toISOString()).toBe('2030-12-31T22:59:59.999Z');
  });

  it('ends on the day the clocks change at its real Paris midnight', () => {
    expect(certificationExpiry('2030-03-30').toISOString()).toBe('2030-03-30T22:59:59.999Z');
    expect(certificationExpiry('2030-03-31').toISOString()).toBe('2030-03-31T21:59:59.999Z');
  });

  it('takes a date-time as given', () => {
    expect(certificationExpiry('2030-01-01T10:00:00+01:00').toISOString()).toBe('2030-01-01T09:00:00.000Z');
  });
});

describe('AgentCreateSchema', () => {
  it('trims specialties, drops empty ones and duplicates, and reads the empty grade as none', () => {
    const parsed = AgentCreateSchema.parse({
      ...base,
      grade: '',
      specialties: [' DRIVER ', '', 'DRIVER', 'Cyno'],
    });
    expect(parsed.specialties).toEqual(['DRIVER', 'Cyno']);
    expect(parsed.grade).toBeNull();
  });

  it('wants either an e-mail or a userId, never both, and no password with a userId', () => {
    const userId = '5b0c7c4e-8d7e-4b8e-9f5a-0a1b2c3d4e5f';
    const both = AgentCreateSchema.safeParse({ ...base, userId });
    expect(both.error?.issues[0]?.message).toBe(MSG.agentAccountChoice);
    const { email: _email, ...withoutEmail } = base;
    expect(AgentCreateSchema.safeParse({ ...withoutEmail, userId }).success).toBe(true);
    const withPassword = AgentCreateSchema.safeParse({ ...withoutEmail, userId, password: 'Motdepasse-1' });
    expect(withPassword.error?.issues[0]?.message).toBe(MSG.agentPasswordWithUserId);
  });

  it.each(['AG 01/B', 'Ü-7', '42'])('accepts the matricule %s', (matricule) => {
    expect(AgentCreateSchema.safeParse({ ...base, matricule }).success).toBe(true);
  });

  it.each(['-AG', 'AG-', 'AG<1>', 'A'.repeat(51)])('refuses the matricule %s', (matricule) => {
    expect(AgentCreateSchema.safeParse({ ...base, matricule }).success).toBe(false);
  });
});

describe('AgentUpdateSchema', () => {
  it('needs at least one field', () => {
    expect(AgentUpdateSchema.safeParse({}).error?.issues[0]?.message).toBe(MSG.agentUpdateEmpty);
    expect(AgentUpdateSchema.parse({ grade: 'TRAINEE' })).toEqual({ grade: 'TRAINEE' });
  });
});
