import type { AssignmentRole } from '@secops/domain/assignments';
import type { MissionStatus, MissionType } from '@secops/domain/missions';
import type { DemoCalendar } from './calendar.ts';
import type { DemoClientKey } from './clients.data.ts';

export type DemoTeamMember = {
  matricule: string;
  role: AssignmentRole;
  shift?: { start: Date; end: Date; zone: string };
  /** The agent has clocked in on this shift and is still on duty. */
  onDuty?: boolean;
  overtimeHours?: number;
};

export type DemoMission = {
  key: string;
  title: string;
  type: MissionType;
  status: MissionStatus;
  client: DemoClientKey;
  startAt: Date;
  endAt: Date;
  objective: string;
  briefingNotes: string;
  address: string;
  lat: number;
  lng: number;
  radiusM: number;
  team: DemoTeamMember[];
};

const on = (start: Date, end: Date, zone: string) => ({ start, end, zone });

/**
 * Ten missions over the current week. The guards of the shifts in progress (on the first two) are clocked in, but
 * agent (AG-0001), whose shift on the first one is in progress too; chef is on duty there.
 */
export function demoMissions(c: DemoCalendar): DemoMission[] {
  return [
    {
      key: 'delegation',
      title: 'Protection rapprochée — délégation au Marois',
      type: 'VIP_PROTECTION',
      status: 'ACTIVE',
      client: 'marois',
      startAt: c.hours(-3),
      endAt: c.hours(9),
      objective: "Assurer la sécurité d'une délégation ministérielle pendant son séjour et ses déplacements.",
      briefingNotes:
        'Point de rendez-vous au salon privé du 1er étage. Code radio : « Vendôme ». Tenue sombre.',
      address: '15 Place Vendôme, 75001 Paris',
      lat: 48.8675,
      lng: 2.3294,
      radiusM: 500,
      // The demo agent's own account (AG-0001) is the one guard of a shift in progress left without a clock-in, so
      // that Pointage can be tried with it: the demo's one 'Absence à la prise de poste' alert until then.
      team: [
        { matricule: 'AG-0002', role: 'leader', shift: on(c.hours(-2), c.hours(6), 'Hall'), onDuty: true },
        { matricule: 'AG-0001', role: 'agent', shift: on(c.hours(-2), c.hours(6), 'Étage VIP') },
        {
          matricule: 'AG-0005',
          role: 'driver',
          shift: on(c.hours(-3), c.hours(5), 'Véhicule'),
          onDuty: true,
        },
        {
          matricule: 'AG-0003',
          role: 'backup',
          shift: on(c.hours(-1), c.hours(7), 'Entrée Castiglione'),
          onDuty: true,
        },
      ],
    },
    {
      key: 'tilleuls',
      title: 'Surveillance de la résidence Les Tilleuls',
      type: 'RESIDENCE',
      status: 'ACTIVE',
      client: 'tilleuls',
      startAt: c.day(-1, 8),
      endAt: c.day(3, 20),
      objective: "Surveillance continue de la propriété pendant l'absence des propriétaires.",
      briefingNotes: 'Rondes toutes les deux heures. Le gardien M. Perrin est joignable au 06 71 22 90 14.',
      address: '21 Boulevard du Château, 92200 Neuilly-sur-Seine',
      lat: 48.8838,
      lng: 2.2623,
      radiusM: 1000,
      team: [
        {
          matricule: 'AG-0006',
          role: 'leader',
          shift: on(c.hours(-4), c.hours(4), 'Poste de garde'),
          onDuty: true,
        },
        {
          matricule: 'AG-0004',
          role: 'observer',
          shift: on(c.hours(-1), c.hours(7), 'Jardin'),
          onDuty: true,
        },
        { matricule: 'AG-0008', role: 'agent', shift: on(c.hours(8), c.hours(16), 'Poste de garde') },
      ],
    },
    {
      key: 'roissy',
      title: 'Escorte Roissy – Paris',
      type: 'ESCORT',
      status: 'CONFIRMED',
      client: 'marois',
      startAt: c.day(1, 8),
      endAt: c.day(1, 12),
      objective: "Accueil à l'aéroport et escorte jusqu'à l'hôtel.",
      briefingNotes: 'Arrivée du vol AF 1181 au terminal 2E, porte K. Deux véhicules.',
      address: 'Aéroport Charles de Gaulle, Terminal 2E, 95700 Roissy-en-France',
      lat: 49.0047,
      lng: 2.5711,
      radiusM: 1000,
      team: [
        { matricule: 'AG-0002', role: 'leader', shift: on(c.day(1, 8), c.day(1, 12), 'Terminal 2E') },
        { matricule: 'AG-0001', role: 'agent', shift: on(c.day(1, 8), c.day(1, 12), 'Terminal 2E') },
        { matricule: 'AG-0005', role: 'driver', shift: on(c.day(1, 8), c.day(1, 12), 'Véhicule de tête') },
      ],
    },
    {
      key: 'gala',
      title: 'Gala de la Fondation Arts & Lumière',
      type: 'EVENT',
      status: 'CONFIRMED',
      client: 'arts-lumiere',
      startAt: c.day(2, 18),
      endAt: c.day(3, 2),
      objective: 'Contrôle des accès et sécurité des invités pendant le gala.',
      briefingNotes: "Liste des invités à contrôler à l'entrée principale. Vestiaire sous surveillance.",
      address: 'Palais Brongniart, 28 Place de la Bourse, 75002 Paris',
      lat: 48.8691,
      lng: 2.3412,
      radiusM: 300,
      team: [
        { matricule: 'AG-0003', role: 'leader', shift: on(c.day(2, 18), c.day(3, 2), 'Entrée principale') },
        { matricule: 'AG-0006', role: 'agent', shift: on(c.day(2, 18), c.day(3, 2), 'Salle') },
        { matricule: 'AG-0010', role: 'agent', shift: on(c.day(2, 18), c.day(3, 2), 'Vestiaire') },
        { matricule: 'AG-0007', role: 'observer', shift: on(c.day(2, 18), c.day(3, 2), 'Mezzanine') },
      ],
    },
    {
      key: 'salon',
      title: 'Salon professionnel — stand SPE',
      type: 'EVENT',
      status: 'PREPARATION',
      client: 'spe',
      startAt: c.day(3, 8),
      endAt: c.day(3, 20),
      objective: "Sécuriser le stand et le matériel exposé pendant la journée d'ouverture.",
      briefingNotes: "Badges exposants à retirer à l'accueil du hall 1.",
      address: 'Paris Expo, 1 Place de la Porte de Versailles, 75015 Paris',
      lat: 48.8323,
      lng: 2.2876,
      radiusM: 800,
      team: [
        { matricule: 'AG-0009', role: 'leader', shift: on(c.day(3, 8), c.day(3, 20), 'Hall 1') },
        { matricule: 'AG-0008', role: 'agent' },
        { matricule: 'AG-0010', role: 'agent' },
      ],
    },
    {
      key: 'joaillerie',
      title: 'Transport de pièces de joaillerie',
      type: 'TRANSPORT',
      status: 'PREPARATION',
      client: 'delacour',
      startAt: c.day(4, 9),
      endAt: c.day(4, 11),
      objective: "Convoyer une collection de la boutique vers l'atelier de Saint-Ouen.",
      briefingNotes: 'Itinéraire communiqué le matin même. Aucun arrêt non prévu.',
      address: '8 Rue de la Paix, 75002 Paris',
      lat: 48.869,
      lng: 2.3314,
      radiusM: 200,
      team: [
        { matricule: 'AG-0005', role: 'driver', shift: on(c.day(4, 9), c.day(4, 11), 'Véhicule') },
        { matricule: 'AG-0009', role: 'leader' },
        { matricule: 'AG-0003', role: 'backup' },
      ],
    },
    {
      key: 'defile',
      title: 'Défilé au Grand Palais',
      type: 'EVENT',
      status: 'COMPLETED',
      client: 'spe',
      startAt: c.day(-2, 14),
      endAt: c.day(-2, 23),
      objective: 'Sécurité du backstage et des accès presse.',
      briefingNotes: 'Accréditations presse vérifiées à la porte C.',
      address: 'Grand Palais, 3 Avenue du Général Eisenhower, 75008 Paris',
      lat: 48.8661,
      lng: 2.3125,
      radiusM: 500,
      team: [
        { matricule: 'AG-0003', role: 'leader', shift: on(c.day(-2, 14), c.day(-2, 23), 'Backstage') },
        { matricule: 'AG-0004', role: 'observer', shift: on(c.day(-2, 14), c.day(-2, 23), 'Tribunes') },
        { matricule: 'AG-0007', role: 'agent', shift: on(c.day(-2, 14), c.day(-2, 23), 'Porte C') },
      ],
    },
    {
      key: 'defense',
      title: 'Visite officielle à La Défense',
      type: 'VIP_PROTECTION',
      status: 'COMPLETED',
      client: 'marois',
      startAt: c.day(-1, 9),
      endAt: c.day(-1, 18),
      objective: "Protection rapprochée lors de rendez-vous d'affaires.",
      briefingNotes: 'Parking réservé au niveau -2 de la tour.',
      address: 'Parvis de La Défense, 92800 Puteaux',
      lat: 48.8919,
      lng: 2.2384,
      radiusM: 600,
      team: [
        { matricule: 'AG-0002', role: 'leader', shift: on(c.day(-1, 9), c.day(-1, 18), 'Tour') },
        {
          matricule: 'AG-0001',
          role: 'agent',
          shift: on(c.day(-1, 9), c.day(-1, 18), 'Tour'),
          overtimeHours: 1,
        },
        { matricule: 'AG-0005', role: 'driver', shift: on(c.day(-1, 9), c.day(-1, 18), 'Véhicule') },
      ],
    },
    {
      key: 'audit',
      title: 'Audit de sûreté du siège',
      type: 'OTHER',
      status: 'COMPLETED',
      client: 'delacour',
      startAt: c.day(-3, 9),
      endAt: c.day(-3, 17),
      objective: 'Vérifier les installations de sûreté et proposer des améliorations.',
      briefingNotes: 'Rapport à remettre à M. Delacour sous huit jours.',
      address: 'Tour Montparnasse, 33 Avenue du Maine, 75015 Paris',
      lat: 48.8421,
      lng: 2.3219,
      radiusM: 300,
      team: [
        { matricule: 'AG-0011', role: 'leader', shift: on(c.day(-3, 9), c.day(-3, 17), 'Siège') },
        { matricule: 'AG-0008', role: 'agent', shift: on(c.day(-3, 9), c.day(-3, 17), 'Locaux techniques') },
      ],
    },
    {
      key: 'pleyel',
      title: 'Concert privé Salle Pleyel',
      type: 'EVENT',
      status: 'ARCHIVED',
      client: 'arts-lumiere',
      startAt: c.day(-5, 19),
      endAt: c.day(-5, 23, 30),
      objective: "Contrôle des accès et protection de l'artiste.",
      briefingNotes: "Loge de l'artiste au deuxième sous-sol.",
      address: 'Salle Pleyel, 252 Rue du Faubourg Saint-Honoré, 75008 Paris',
      lat: 48.8777,
      lng: 2.3006,
      radiusM: 300,
      team: [
        { matricule: 'AG-0011', role: 'leader', shift: on(c.day(-5, 19), c.day(-5, 23, 30), 'Accueil') },
        { matricule: 'AG-0006', role: 'agent', shift: on(c.day(-5, 19), c.day(-5, 23, 30), 'Loges') },
        { matricule: 'AG-0010', role: 'agent', shift: on(c.day(-5, 19), c.day(-5, 23, 30), 'Salle') },
      ],
    },
  ];
}
