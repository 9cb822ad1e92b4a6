// Web: missions list
export const missionNew = 'Nouvelle Mission';
export const missionSearchLabel = 'Rechercher une mission';
export const missionSearchPlaceholder = 'Rechercher par titre…';
export const missionStatusFilter = 'Statut';
export const missionStatusAll = 'Tous les statuts';
export const missionInProgress = 'Mission en cours';
export const missionNoneFound = 'Aucune mission trouvée';
export const missionCreateFirst = 'Commencez par créer votre première mission';
export const missionCreateAction = 'Créer une mission';
export const missionAgentCount = '{n} agent(s)';
export const missionNoClient = 'Sans client';
export const missionNoAddress = 'Adresse non renseignée';
export const missionsLoadError = 'Impossible de charger les missions';
