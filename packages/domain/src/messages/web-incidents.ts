// Web: incidents
export const incidentReport = 'Signaler un incident';
export const incidentFieldMission = 'Mission';
export const incidentMissionPlaceholder = 'Choisir une mission en cours';
export const incidentNoActiveMission =
  'Aucune mission en cours : un incident se signale sur une mission active.';
export const incidentFieldType = 'Type';
export const incidentFieldSeverity = 'Gravité';
export const incidentFieldTitle = 'Titre';
export const incidentFieldDescription = 'Description';
export const incidentSubmit = 'Signaler';
export const incidentReportedFromMission = 'Incident signalé avec succès !';
export const incidentReported = 'Incident signalé !';
export const incidentReportError = 'Erreur lors du signalement';
export const incidentSeverityValue = '{n}/5';
export const incidentReporter = 'Signalé par {name}';
export const incidentMission = 'Mission : {title}';
export const incidentOccurredAt = 'Survenu le {date}';
export const incidentPhoto = "Photo de l'incident « {title} »";
export const incidentMoveTo = 'Passer à « {status} »';
export const incidentStatusUpdated = "Statut de l'incident mis à jour";
export const incidentStatusUpdateError = 'Erreur lors de la mise à jour';
export const incidentDelete = 'Supprimer';
export const incidentDeleteTitle = "Supprimer l'incident";
export const incidentDeleteConfirm =
  'Êtes-vous sûr de vouloir supprimer cet incident ? Cette action est irréversible.';
export const incidentDeleted = 'Incident supprimé avec succès';
export const incidentDeleteError = 'Erreur lors de la suppression';
export const incidentNoneYet = 'Aucun incident signalé';
export const incidentsLoadError = 'Impossible de charger les incidents';
export const incidentAbandonTitle = 'Abandonner ce signalement ?';
export const incidentAbandonMessage = 'Le texte saisi sera effacé et le signalement ne sera pas envoyé.';
export const incidentAbandon = 'Abandonner';
export const incidentKeepEditing = 'Continuer la saisie';
