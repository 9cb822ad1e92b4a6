// Web: dashboard
export const dashboardActiveMissions = 'Missions actives';
export const dashboardAvailableAgents = 'Agents disponibles';
export const dashboardOpenIncidents = 'Incidents ouverts';
export const dashboardPerformance = 'Taux de performance';
export const dashboardPerformanceHint = 'Missions terminées ou archivées';
export const dashboardSeeAll = 'Voir tout';
export const dashboardNoActiveMission = 'Aucune mission active';
export const dashboardLoadError = 'Impossible de charger le tableau de bord';
