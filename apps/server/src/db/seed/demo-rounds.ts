import { createHash } from 'node:crypto';
import type { DemoRows } from './demo-rows.ts';

export type DemoRoundRows = Pick<DemoRows, 'checkpoints' | 'tours' | 'tourCheckpoints'>;

/** The checkpoints of the residence Les Tilleuls, around its centre (48.8838, 2.2623); the basement has no fix. */
const TILLEULS_CHECKPOINTS = [
  {
    name: 'Portail principal',
    instructions: 'Vérifier la fermeture du portail et de la chaîne.',
    dLat: 0.0004,
    dLng: 0,
  },
  {
    name: 'Jardin — serre',
    instructions: 'Contrôler la porte de la serre et l’éclairage.',
    dLat: -0.0003,
    dLng: 0.0004,
  },
  { name: 'Garage', instructions: 'Portes du garage fermées, alarme active.', dLat: 0.0001, dLng: -0.0004 },
  {
    name: 'Sous-sol — chaufferie',
    instructions: 'Pas de fuite, porte coupe-feu fermée.',
    dLat: null,
    dLng: null,
  },
] as const;

/**
 * The demo's codes are derived from a fixed seed like its ids (the same at each seeding); a company's own checkpoints
 * get 128 random bits.
 */
const demoCode = (n: number) =>
  createHash('sha256').update(`secops-demo-checkpoint-${n}`).digest().subarray(0, 16).toString('base64url');
const hash = (code: string) => createHash('sha256').update(code, 'utf8').digest('hex');

/** Rounds at the residence: a day tour every hour and a night tour at fixed times, in strict order. */
export function demoRoundRows(missionByKey: Map<string, string>, nextId: () => string): DemoRoundRows {
  const missionId = missionByKey.get('tilleuls')!;
  const base = { lat: 48.8838, lng: 2.2623 };
  const checkpoints = TILLEULS_CHECKPOINTS.map((cp, n) => {
    const code = demoCode(n);
    return {
      id: nextId(),
      missionId,
      name: cp.name,
      instructions: cp.instructions,
      lat: cp.dLat === null ? null : base.lat + cp.dLat,
      lng: cp.dLng === null ? null : base.lng + cp.dLng,
      kind: n === 3 ? 'NFC' : 'QR',
      code,
      codeHash: hash(code),
    };
  });
  const day = {
    id: nextId(),
    missionId,
    name: 'Ronde de jour',
    order: 'FREE',
    everyMinutes: 60,
    fromTime: '07:00',
    toTime: '21:00',
    windowMinutes: 45,
  };
  const night = {
    id: nextId(),
    missionId,
    name: 'Ronde de nuit',
    order: 'STRICT',
    times: ['22:00', '00:00', '02:00', '04:00'],
    windowMinutes: 45,
  };
  return {
    checkpoints,
    tours: [day, night],
    tourCheckpoints: [day, night].flatMap((tour) =>
      checkpoints.map((cp, position) => ({ tourId: tour.id, checkpointId: cp.id, position })),
    ),
  };
}
