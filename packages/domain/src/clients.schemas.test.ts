import { describe, expect, it } from 'vitest';
import { ClientCreateSchema, ClientUpdateSchema, isValidPhone } from './clients.schemas.ts';
import * as MSG from './messages.ts';

const firstMessage = (input: unknown) => ClientCreateSchema.safeParse(input).error?.issues[0]?.message;

describe('ClientCreateSchema', () => {
  it('needs only a name and turns empty optional fields into null', () => {
    expect(ClientCreateSchema.parse({ name: '  Hôtel Lutetia ', siret: '', email: '', phone: '' })).toEqual({
      name: 'Hôtel Lutetia',
      siret: null,
      email: null,
      phone: null,
    });
  });

  it('refuses a missing or blank name with the French message', () => {
    expect(firstMessage({})).toBe(MSG.clientNameRequired);
    expect(firstMessage({ name: '   ' })).toBe(MSG.clientNameRequired);
  });

  it('accepts a SIRET with a valid Luhn key, spaces removed', () => {
    expect(ClientCreateSchema.parse({ name: 'A', siret: '732 829 320 00074' }).siret).toBe('73282932000074');
  });

  it('refuses a SIRET whose Luhn key is wrong or which is not 14 digits', () => {
    expect(firstMessage({ name: 'A', siret: '73282932000075' })).toBe(MSG.siretInvalid);
    expect(firstMessage({ name: 'A', siret: '7328293200007' })).toBe(MSG.siretInvalid);
    expect(firstMessage({ name: 'A', siret: 'ABCDEFGHIJKLMN' })).toBe(MSG.siretInvalid);
  });

  it('refuses a malformed e-mail and phone', () => {
    expect(firstMessage({ name: 'A', email: 'pas-un-email' })).toBe(MSG.emailInvalid);
    expect(firstMessage({ name: 'A', phone: '12' })).toBe(MSG.phoneInvalid);
  });

  it('refuses unknown fields, naming them', () => {
    expect(firstMessage({ name: 'A', id: 'x' })).toBe(`${MSG.unknownField} : id`);
  });
});

describe('ClientUpdateSchema', () => {
  it('accepts a partial change and clears a field given as null', () => {
    expect(ClientUpdateSchema.parse({ notes: null })).toEqual({ notes: null });
  });

  it('still refuses an empty name', () => {
    expect(ClientUpdateSchema.safeParse({ name: '' }).error?.issues[0]?.message).toBe(MSG.clientNameRequired);
  });
});

describe('isValidPhone', () => {
  it.each(['01 23 45 67 89', '01.23.45.67.89', '0612345678', '+33 6 12 34 56 78', '+33 (0)1 23 45 67 89'])(
    'accepts the French number %s',
    (phone) => expect(isValidPhone(phone)).toBe(true),
  );

  it('accepts an international number', () => {
    expect(isValidPhone('+44 20 7946 0958')).toBe(true);
  });

  it.each(['123', '06 12 34', '01 23 45 67', 'appelez-moi'])('refuses %s', (phone) =>
    expect(isValidPhone(phone)).toBe(false),
  );
});
