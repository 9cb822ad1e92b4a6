import { describe, expect, it } from 'vitest';
import { databaseFailure, listenFailure } from './startup-checks.ts';

const failure = (code: string, message = '') => Object.assign(new Error(message), { code });
const DB_URL = 'postgres://secops:secret@db.local:6543/secops';

describe('start-up failures the operator can fix', () => {
  it.each([
    ['ECONNREFUSED', 'PostgreSQL ne répond pas sur db.local:6543 (connexion refusée)'],
    ['ENOTFOUND', "l'hôte db.local est inconnu"],
    ['28P01', 'mot de passe refusé'],
    ['3D000', "cette base n'existe pas"],
    ['42501', "l'utilisateur n'a pas les droits"],
  ])('names DATABASE_URL on %s, in one line without the password', (code, words) => {
    const message = databaseFailure(failure(code), DB_URL)?.message ?? '';
    expect(message.startsWith('DATABASE_URL : ')).toBe(true);
    expect(message).toContain(words);
    expect(message).not.toContain('secret');
    expect(message).not.toContain('\n');
  });

  it('reads the refusal of a host with several addresses, and leaves other failures alone', () => {
    const both = new AggregateError([failure('ECONNREFUSED'), failure('ECONNREFUSED')]);
    expect(databaseFailure(both, 'postgres://localhost/secops')?.message).toContain('localhost:5432');
    expect(databaseFailure(new Error('relation "users" does not exist'), DB_URL)).toBeUndefined();
  });

  it('names PORT for a taken or privileged port and HOST for an address of another machine', () => {
    expect(listenFailure(failure('EADDRINUSE'), '0.0.0.0', 3001)?.message).toMatch(
      /^PORT : le port 3001 .* pris/,
    );
    expect(listenFailure(failure('EACCES'), '0.0.0.0', 80)?.message).toMatch(
      /^PORT : le port 80 est réservé/,
    );
    expect(listenFailure(failure('EADDRNOTAVAIL'), '10.9.9.9', 3001)?.message).toMatch(/^HOST : 10\.9\.9\.9/);
    expect(listenFailure(failure('ECONNRESET'), '0.0.0.0', 3001)).toBeUndefined();
  });
});
