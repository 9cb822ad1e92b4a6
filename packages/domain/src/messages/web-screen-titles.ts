// Web: screen titles
export const titleDashboard = 'Tableau de Bord';
export const titleMissions = 'Missions';
export const titleNewMission = 'Nouvelle Mission';
export const titleMissionDetail = 'Détail de la mission';
export const titleAgents = 'Agents';
export const titleNewAgent = 'Nouvel Agent';
export const titleAgentProfile = "Profil de l'agent";
export const titleClients = 'Clients';
export const titleNewClient = 'Nouveau client';
export const titlePlanning = 'Planning';
export const titleIncidents = 'Incidents';
export const titleNewIncident = 'Signaler un incident';
export const titleEquipment = 'Matériel & Véhicules';
export const titleChecklistTemplates = 'Templates Check-lists';
export const titleGps = 'Tracking GPS';
export const titleAttendanceReport = 'Compte Rendu des Pointages';
export const titleSettings = 'Paramètres';
