import type { ChatMessageType } from '@secops/domain/chat';
import type { EquipmentKind, EquipmentStatus, VehicleStatus } from '@secops/domain/equipment';
import type { IncidentStatus, IncidentType, SeverityLevel } from '@secops/domain/incidents';
import type { DemoCalendar } from './calendar.ts';

export type DemoIncident = {
  mission: string;
  reporter: string;
  type: IncidentType;
  severity: SeverityLevel;
  status: IncidentStatus;
  title: string;
  description: string;
  occurredAt: Date;
};

/** One incident of each severity, in every status. */
export const demoIncidents = (c: DemoCalendar): DemoIncident[] => [
  {
    mission: 'defile',
    reporter: 'AG-0007',
    type: 'other',
    severity: 1,
    status: 'CLOSED',
    title: 'Badge presse oublié',
    description:
      "Un photographe accrédité s'est présenté sans badge ; identité vérifiée auprès du service presse.",
    occurredAt: c.day(-2, 15, 20),
  },
  {
    mission: 'delegation',
    reporter: 'AG-0001',
    type: 'technical',
    severity: 2,
    status: 'IN_PROGRESS',
    title: 'Lecteur de badge hors service',
    description: "Le lecteur de badge de l'entrée de service ne répond plus ; accès contrôlé manuellement.",
    occurredAt: c.hours(-1),
  },
  {
    mission: 'tilleuls',
    reporter: 'AG-0004',
    type: 'intrusion',
    severity: 3,
    status: 'OPEN',
    title: "Tentative d'intrusion par le portail arrière",
    description: "Deux individus ont tenté d'ouvrir le portail arrière puis ont pris la fuite vers l'avenue.",
    occurredAt: c.hours(-0.5),
  },
  {
    mission: 'defense',
    reporter: 'AG-0002',
    type: 'security',
    severity: 4,
    status: 'RESOLVED',
    title: "Individu insistant à l'approche du convoi",
    description:
      "Une personne a suivi le convoi jusqu'au parking ; écartée sans incident, signalée à la sûreté.",
    occurredAt: c.day(-1, 16, 40),
  },
  {
    mission: 'pleyel',
    reporter: 'AG-0006',
    type: 'medical',
    severity: 5,
    status: 'CLOSED',
    title: "Malaise d'un invité",
    description:
      'Invité inconscient au foyer ; gestes de premiers secours et prise en charge par les pompiers.',
    occurredAt: c.day(-5, 21, 15),
  },
  {
    mission: 'delegation',
    reporter: 'AG-0003',
    type: 'security',
    severity: 3,
    status: 'OPEN',
    title: 'Véhicule en stationnement prolongé',
    description:
      'Une berline aux vitres teintées stationne depuis une heure rue de Castiglione, moteur allumé.',
    occurredAt: c.hours(-0.25),
  },
];

export type DemoChatMessage = { sender: string; type: ChatMessageType; content: string; at: Date };

/** A short exchange on the mission in progress; senders are login e-mails. */
export const demoChat = (c: DemoCalendar): DemoChatMessage[] => [
  { sender: 'superviseur@secops.demo', type: 'SYSTEM', content: 'Mission démarrée.', at: c.hours(-2.5) },
  {
    sender: 'chef@secops.demo',
    type: 'TEXT',
    content: 'Équipe en place, délégation attendue à 10 h dans le hall.',
    at: c.hours(-1.9),
  },
  { sender: 'agent@secops.demo', type: 'TEXT', content: "Reçu, je suis à l'étage VIP.", at: c.hours(-1.8) },
  {
    sender: 'superviseur@secops.demo',
    type: 'ALERT',
    content: "Manifestation annoncée place de la Concorde à 15 h : prévoir l'itinéraire par les quais.",
    at: c.hours(-0.7),
  },
  {
    sender: 'chef@secops.demo',
    type: 'TEXT',
    content: "@Lucas Bernard vérifie l'entrée de service.",
    at: c.hours(-0.3),
  },
];

export type DemoEquipment = {
  kind: EquipmentKind;
  serial: string;
  brand: string;
  model: string;
  status: EquipmentStatus;
  notes?: string;
  /** Matricule of the agent holding the item (an open assignment). */
  heldBy?: string;
};

export const DEMO_EQUIPMENT: DemoEquipment[] = [
  {
    kind: 'radio',
    serial: 'MOT-DP4400-0147',
    brand: 'Motorola',
    model: 'DP4400e',
    status: 'ASSIGNED',
    heldBy: 'AG-0001',
  },
  {
    kind: 'radio',
    serial: 'MOT-DP4400-0148',
    brand: 'Motorola',
    model: 'DP4400e',
    status: 'ASSIGNED',
    heldBy: 'AG-0002',
  },
  { kind: 'radio', serial: 'MOT-DP4400-0151', brand: 'Motorola', model: 'DP4400e', status: 'AVAILABLE' },
  {
    kind: 'earpiece',
    serial: 'OR-AC-2231',
    brand: 'Savox',
    model: 'Acoustic tube',
    status: 'ASSIGNED',
    heldBy: 'AG-0001',
  },
  { kind: 'earpiece', serial: 'OR-AC-2232', brand: 'Savox', model: 'Acoustic tube', status: 'AVAILABLE' },
  {
    kind: 'vest',
    serial: 'GPB-IIIA-0912',
    brand: 'Protecop',
    model: 'Discrétion IIIA',
    status: 'ASSIGNED',
    heldBy: 'AG-0002',
  },
  {
    kind: 'vest',
    serial: 'GPB-IIIA-0913',
    brand: 'Protecop',
    model: 'Discrétion IIIA',
    status: 'MAINTENANCE',
    notes: 'Sangle latérale à remplacer.',
  },
  {
    kind: 'first_aid_kit',
    serial: 'TS-2024-031',
    brand: 'Esculape',
    model: 'Trousse SST',
    status: 'AVAILABLE',
  },
  { kind: 'flashlight', serial: 'LT-P7R-118', brand: 'Ledlenser', model: 'P7R Core', status: 'AVAILABLE' },
  {
    kind: 'flashlight',
    serial: 'LT-P7R-119',
    brand: 'Ledlenser',
    model: 'P7R Core',
    status: 'OUT_OF_SERVICE',
    notes: 'Batterie ne tient plus la charge.',
  },
  { kind: 'handcuffs', serial: 'MN-ASP-0457', brand: 'ASP', model: 'Chain Aluminium', status: 'AVAILABLE' },
];

export const DEMO_VEHICLES: {
  plate: string;
  brand: string;
  model: string;
  year: number;
  status: VehicleStatus;
  notes?: string;
  /** The matricule of the agent who has it (ASSIGNED vehicles). */
  heldBy?: string;
}[] = [
  {
    plate: 'GH-482-KT',
    brand: 'Mercedes-Benz',
    model: 'Classe V',
    year: 2023,
    status: 'ASSIGNED',
    heldBy: 'AG-0001',
  },
  { plate: 'FX-219-LB', brand: 'Peugeot', model: '5008', year: 2021, status: 'AVAILABLE' },
  { plate: 'HA-073-PZ', brand: 'BMW', model: 'Série 5', year: 2024, status: 'AVAILABLE' },
  {
    plate: 'EK-904-MD',
    brand: 'Renault',
    model: 'Trafic',
    year: 2019,
    status: 'MAINTENANCE',
    notes: 'Révision des 120 000 km.',
  },
];
