import { describe, expect, it } from 'vitest';
import { findCommune } from './offline-gazetteer.ts';

const PARIS = { latitude: 48.85341, longitude: 2.3488 };

describe('offline gazetteer', () => {
  it('places a street address with postcode at the centre of its commune', () => {
    expect(findCommune('10 rue de Rivoli 75001 Paris')).toEqual({
      label: '75001 Paris',
      commune: expect.objectContaining({ name: 'Paris', ...PARIS }),
    });
  });

  it('finds a commune from its name alone, case and accents ignored', () => {
    expect(findCommune('Lyon')?.commune).toMatchObject({
      name: 'Lyon',
      latitude: 45.74846,
      longitude: 4.84671,
    });
    expect(findCommune('NIMES')?.commune.name).toBe('Nîmes');
    expect(findCommune('st-etienne')?.commune.name).toBe('Saint-Étienne');
  });

  it('finds a commune from its postcode', () => {
    expect(findCommune('33000 Bordeaux')).toMatchObject({
      label: '33000 Bordeaux',
      commune: { name: 'Bordeaux', latitude: 44.84044, longitude: -0.5805 },
    });
    expect(findCommune('13008')?.commune.name).toBe('Marseille');
  });

  it('reads Paris arrondissements, written out or as a postcode', () => {
    expect(findCommune('Paris 8e')?.commune).toMatchObject(PARIS);
    expect(findCommune('75008')).toMatchObject({ label: '75008 Paris', commune: PARIS });
  });

  it('takes the commune at the end of the address, not one named in the street', () => {
    expect(findCommune('12 avenue de Paris 78000 Versailles')?.commune.name).toBe('Versailles');
    expect(findCommune("Place de l'Hôtel de Ville, Lyon")?.commune.name).toBe('Lyon');
    expect(findCommune('12 avenue de Paris')).toBeNull();
  });

  it('keeps a postcode in its own department when names repeat elsewhere', () => {
    // 97400 is Saint-Denis de La Réunion, absent from the gazetteer: never Saint-Denis near Paris.
    expect(findCommune('97400 Saint-Denis')).toBeNull();
    expect(findCommune('Saint-Denis')?.commune.name).toBe('Saint-Denis');
  });

  it('answers null for nonsense', () => {
    expect(findCommune('qsdfgh wxcvbn')).toBeNull();
    expect(findCommune('99999')).toBeNull();
  });
});
