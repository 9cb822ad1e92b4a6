import { describe, expect, it } from 'vitest';
import { haversineKm } from './geo.ts';
import * as MSG from './messages.ts';
import {
  clockFixGap,
  clockReasons,
  formatDuration,
  formatKm,
  implausibleMovement,
  movementSpeedKmh,
  type Fix,
} from './movement.ts';

const T = Date.UTC(2026, 2, 2, 10);
const fix = (lat: number, lng: number, at = T, accuracy: number | null = null, onDuty = true): Fix => ({
  lat,
  lng,
  accuracy,
  at,
  onDuty,
});
// One degree of latitude is 111.19 km: 200 km/h over an hour is about 1.7987 degrees.
const DEG_KM = haversineKm({ lat: 0, lng: 0 }, { lat: 1, lng: 0 });
const HOUR = 3_600_000;

describe('movementSpeedKmh', () => {
  it('measures distance over time between two fixes', () => {
    expect(movementSpeedKmh(fix(0, 0), fix(1, 0, T + HOUR))).toBeCloseTo(DEG_KM, 6);
    expect(movementSpeedKmh(fix(1, 0, T + HOUR), fix(0, 0))).toBeCloseTo(DEG_KM, 6);
  });

  it('subtracts both accuracies from the distance', () => {
    const speed = movementSpeedKmh(fix(0, 0, T, 500), fix(1, 0, T + HOUR, 1500));
    expect(speed).toBeCloseTo(DEG_KM - 2, 6);
    expect(movementSpeedKmh(fix(0, 0, T, 60_000), fix(1, 0, T + 1000, 60_000))).toBe(0);
  });

  it('counts fixes less than a second apart (trackers stamp whole seconds) as one second apart', () => {
    expect(movementSpeedKmh(fix(0, 0), fix(0.001, 0, T + 50))).toBeCloseTo(DEG_KM * 3.6, 6);
    expect(movementSpeedKmh(fix(0, 0), fix(0, 0))).toBe(0);
    expect(implausibleMovement(fix(0, 0, T, 20), fix(0.0005, 0, T + 50, 20))).toBeNull();
  });
});

describe('implausibleMovement', () => {
  const at200 = 200 / DEG_KM;

  it('lets 200 km/h pass and flags anything faster', () => {
    expect(implausibleMovement(fix(0, 0), fix(at200 * 0.9999, 0, T + HOUR))).toBeNull();
    expect(implausibleMovement(fix(0, 0), fix(at200 * 1.0001, 0, T + HOUR))).toBe(
      'Déplacement de 200 km en 1 h 00 (vitesse impossible)',
    );
  });

  it('lets a jump pass when the accuracies cover it', () => {
    const far = fix(at200 * 1.2, 0, T + HOUR, 25_000);
    expect(implausibleMovement(fix(0, 0, T, 25_000), far)).toBeNull();
    expect(implausibleMovement(fix(0, 0, T, 5), { ...far, accuracy: 5 })).not.toBeNull();
  });

  it('ignores a fix taken off duty', () => {
    const paris = fix(48.8566, 2.3522);
    const marseille = fix(43.2965, 5.3698, T + 1000);
    expect(implausibleMovement(paris, marseille)).toBe('Déplacement de 660 km en 1 s (vitesse impossible)');
    expect(implausibleMovement({ ...paris, onDuty: false }, marseille)).toBeNull();
    expect(implausibleMovement(paris, { ...marseille, onDuty: false })).toBeNull();
  });
});

describe('clock-in and clock-out against the fix of the minute before', () => {
  const home = fix(48.9, 2.35, T);
  const site = (km: number, at: number) => fix(48.9 + km / DEG_KM, 2.35, at);

  it('flags a clock-in more than 1 km from a fix of the minute before', () => {
    expect(clockFixGap(home, site(12.3, T + 59_000), 'in')).toBe(
      'Prise de poste à 12,3 km de la position de la minute précédente',
    );
    expect(clockFixGap(home, site(1.5, T + 30_000), 'out')).toBe(
      'Fin de poste à 1,5 km de la position de la minute précédente',
    );
    expect(clockFixGap(home, site(0.99, T + 30_000), 'in')).toBeNull();
  });

  it('compares only with a fix of the minute before', () => {
    expect(clockFixGap(home, site(12.3, T + 61_000), 'in')).toBeNull();
    expect(clockFixGap(null, site(12.3, T), 'in')).toBeNull();
  });

  it('gives both reasons when the clock-in is also an impossible journey', () => {
    expect(clockReasons(home, site(12.3, T + 30_000), 'in')).toEqual([
      'Déplacement de 12,3 km en 30 s (vitesse impossible)',
      'Prise de poste à 12,3 km de la position de la minute précédente',
    ]);
    expect(clockReasons(home, site(0.5, T + 30_000), 'in')).toEqual([]);
  });
});

describe('formats', () => {
  it('writes kilometres and durations the French way', () => {
    expect([formatKm(660.4), formatKm(12.34), formatKm(3), formatKm(0.04)]).toEqual([
      '660',
      '12,3',
      '3',
      '0',
    ]);
    expect([
      formatDuration(20),
      formatDuration(1000),
      formatDuration(90_000),
      formatDuration(2 * HOUR + 5 * 60_000),
    ]).toEqual(['1 s', '1 s', '90 s', '2 h 05']);
    expect(MSG.suspectMovement).toContain('{km}');
  });
});
