import type { Grade } from '@secops/domain/grades';
import type { Role } from '@secops/domain/roles';

export const DEMO_PASSWORD = 'Demo!2026';
/**
 * Its Argon2id hash (the parameters of lib/auth/password.ts), made once rather than at each first start: hashing is
 * deliberately slow (about 0.2 s) and the password is public anyway. seed tests check that it verifies.
 */
export const DEMO_PASSWORD_HASH =
  '$argon2id$v=19$m=19456,p=1,t=2$9HFCiVTsUG9w8nUyZDcC1Q$3RsuZoFoPsYgWVlOieYe3xgIrvO6Ug+yC8P2e+05XaM';

/** Staff accounts without an agent record. */
export const DEMO_STAFF: { email: string; role: Role; firstName: string; lastName: string }[] = [
  { email: 'admin@secops.demo', role: 'SUPERADMIN', firstName: 'Claire', lastName: 'Vasseur' },
  { email: 'superviseur@secops.demo', role: 'SUPERVISOR', firstName: 'Olivier', lastName: 'Garnier' },
];

/** The accounts printed at start-up: agent and chef are the field agents AG-0001 and AG-0002. */
export const DEMO_LOGIN_EMAILS = [
  'admin@secops.demo',
  'superviseur@secops.demo',
  'agent@secops.demo',
  'chef@secops.demo',
];

export type DemoAgent = {
  matricule: string;
  firstName: string;
  lastName: string;
  email: string;
  role: Role;
  active: boolean;
  grade: Grade;
  phone: string;
  dateOfBirth: string;
  address: string;
  lat: number;
  lng: number;
  specialties: string[];
};

/** Twelve agents with French names and Paris-area addresses; AG-0012 has a deactivated account. */
export const DEMO_AGENTS: DemoAgent[] = [
  {
    matricule: 'AG-0001',
    firstName: 'Lucas',
    lastName: 'Bernard',
    email: 'agent@secops.demo',
    role: 'AGENT',
    active: true,
    grade: 'AGENT',
    phone: '06 12 45 78 90',
    dateOfBirth: '1994-03-17',
    address: '18 Rue de la Roquette, 75011 Paris',
    lat: 48.8546,
    lng: 2.3727,
    specialties: ['BODYGUARD', 'DRIVER'],
  },
  {
    matricule: 'AG-0002',
    firstName: 'Sophie',
    lastName: 'Lefèvre',
    email: 'chef@secops.demo',
    role: 'LEAD',
    active: true,
    grade: 'TEAM_LEADER',
    phone: '06 23 56 89 01',
    dateOfBirth: '1986-11-02',
    address: '42 Avenue Jean Jaurès, 92130 Issy-les-Moulineaux',
    lat: 48.8236,
    lng: 2.264,
    specialties: ['TEAM_LEADER', 'BODYGUARD'],
  },
  {
    matricule: 'AG-0003',
    firstName: 'Karim',
    lastName: 'Benali',
    email: 'karim.benali@secops.demo',
    role: 'AGENT',
    active: true,
    grade: 'SENIOR_AGENT',
    phone: '06 34 67 90 12',
    dateOfBirth: '1983-06-25',
    address: '7 Rue Gabriel Péri, 93200 Saint-Denis',
    lat: 48.9362,
    lng: 2.3574,
    specialties: ['BODYGUARD'],
  },
  {
    matricule: 'AG-0004',
    firstName: 'Julie',
    lastName: 'Moreau',
    email: 'julie.moreau@secops.demo',
    role: 'AGENT',
    active: true,
    grade: 'AGENT',
    phone: '06 45 78 01 23',
    dateOfBirth: '1997-01-09',
    address: '3 Rue de Paris, 94300 Vincennes',
    lat: 48.8474,
    lng: 2.438,
    specialties: ['OBSERVER'],
  },
  {
    matricule: 'AG-0005',
    firstName: 'Thomas',
    lastName: 'Girard',
    email: 'thomas.girard@secops.demo',
    role: 'AGENT',
    active: true,
    grade: 'AGENT',
    phone: '06 56 89 12 34',
    dateOfBirth: '1991-08-30',
    address: '25 Boulevard Jean Jaurès, 92100 Boulogne-Billancourt',
    lat: 48.8397,
    lng: 2.2399,
    specialties: ['DRIVER'],
  },
  {
    matricule: 'AG-0006',
    firstName: 'Nadia',
    lastName: 'Haddad',
    email: 'nadia.haddad@secops.demo',
    role: 'AGENT',
    active: true,
    grade: 'SENIOR_AGENT',
    phone: '06 67 90 23 45',
    dateOfBirth: '1988-04-14',
    address: '11 Rue Ernest Renan, 92190 Meudon',
    lat: 48.8129,
    lng: 2.2377,
    specialties: ['BODYGUARD', 'OBSERVER'],
  },
  {
    matricule: 'AG-0007',
    firstName: 'Antoine',
    lastName: 'Roux',
    email: 'antoine.roux@secops.demo',
    role: 'AGENT',
    active: true,
    grade: 'TRAINEE',
    phone: '06 78 01 34 56',
    dateOfBirth: '2001-12-05',
    address: '60 Rue de la République, 93100 Montreuil',
    lat: 48.8566,
    lng: 2.441,
    specialties: ['OBSERVER'],
  },
  {
    matricule: 'AG-0008',
    firstName: 'Camille',
    lastName: 'Fontaine',
    email: 'camille.fontaine@secops.demo',
    role: 'AGENT',
    active: true,
    grade: 'AGENT',
    phone: '06 89 12 45 67',
    dateOfBirth: '1993-07-21',
    address: '9 Rue du Maréchal Joffre, 78000 Versailles',
    lat: 48.8049,
    lng: 2.1301,
    specialties: ['TECHNICAL'],
  },
  {
    matricule: 'AG-0009',
    firstName: 'Mehdi',
    lastName: 'Saïdi',
    email: 'mehdi.saidi@secops.demo',
    role: 'LEAD',
    active: true,
    grade: 'TEAM_LEADER',
    phone: '07 12 34 56 78',
    dateOfBirth: '1985-02-11',
    address: '14 Avenue Gambetta, 75020 Paris',
    lat: 48.8651,
    lng: 2.3985,
    specialties: ['TEAM_LEADER', 'DRIVER'],
  },
  {
    matricule: 'AG-0010',
    firstName: 'Élodie',
    lastName: 'Mercier',
    email: 'elodie.mercier@secops.demo',
    role: 'AGENT',
    active: true,
    grade: 'AGENT',
    phone: '07 23 45 67 89',
    dateOfBirth: '1996-10-28',
    address: '5 Rue Hoche, 92000 Nanterre',
    lat: 48.8924,
    lng: 2.2071,
    specialties: ['BODYGUARD'],
  },
  {
    matricule: 'AG-0011',
    firstName: 'Julien',
    lastName: 'Petit',
    email: 'julien.petit@secops.demo',
    role: 'LEAD',
    active: true,
    grade: 'SUPERVISOR',
    phone: '07 34 56 78 90',
    dateOfBirth: '1979-05-19',
    address: '30 Rue de Lagny, 77400 Lagny-sur-Marne',
    lat: 48.8733,
    lng: 2.709,
    specialties: ['TEAM_LEADER'],
  },
  {
    matricule: 'AG-0012',
    firstName: 'Amina',
    lastName: 'Diallo',
    email: 'amina.diallo@secops.demo',
    role: 'AGENT',
    active: false,
    grade: 'AGENT',
    phone: '07 45 67 89 01',
    dateOfBirth: '1999-09-03',
    address: '2 Place de la Mairie, 94200 Ivry-sur-Seine',
    lat: 48.8129,
    lng: 2.3848,
    specialties: ['TECHNICAL', 'OBSERVER'],
  },
];
