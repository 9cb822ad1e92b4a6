// Web: mission detail
export const missionBackToList = 'Retour aux missions';
export const missionActivate = 'Activer la mission';
export const missionComplete = 'Terminer';
export const missionCompleteTitle = 'Terminer la mission';
export const missionCompleteConfirm =
  'Êtes-vous sûr de vouloir terminer cette mission ? Elle passera au statut « Terminée ».';
export const missionArchive = 'Archiver';
export const missionArchiveConfirm =
  'Êtes-vous sûr de vouloir archiver cette mission ? Elle restera consultable mais ne sera plus modifiable.';
export const missionStatusUpdated = 'Statut de la mission mis à jour';
export const missionStatusUpdateError = 'Erreur lors de la mise à jour';
export const missionEdit = 'Modifier';
export const missionEditTitle = 'Modifier la mission';
export const missionSave = 'Enregistrer';
export const missionUpdated = 'Mission modifiée avec succès !';
export const missionUpdateError = 'Erreur lors de la modification';
export const missionDelete = 'Supprimer';
export const missionDeleteTitle = 'Supprimer la mission';
export const missionDeleteConfirm =
  'Êtes-vous sûr de vouloir supprimer cette mission ? Cette action est irréversible.';
export const missionDeleted = 'Mission supprimée avec succès';
export const missionDeleteError = 'Erreur lors de la suppression';
export const missionReportPdf = 'Rapport PDF';
export const missionReportError = 'Erreur lors du téléchargement du rapport';
export const missionArchivedNotice =
  'Mission archivée : elle reste consultable mais ne peut plus être modifiée.';
export const missionDetails = 'Détails';
export const missionStart = 'Début';
export const missionEnd = 'Fin';
export const missionBriefing = 'Briefing';
export const missionLoadError = 'Impossible de charger la mission';
export const missionAgents = 'Agents assignés';
export const missionNoAgents = 'Aucun agent affecté à cette mission';
export const missionAddAgent = 'Ajouter un agent';
export const missionAssignTitle = 'Affecter un agent';
export const missionAssignAgent = 'Agent';
export const missionAssignAgentPlaceholder = 'Choisir un agent';
export const missionAssignRole = 'Rôle';
export const missionAssignSearch = 'Rechercher un agent';
export const missionAssignSearchPlaceholder = 'Nom, prénom ou matricule';
export const missionAgentBusy = 'Occupé sur une autre mission';
export const missionAgentCertificationExpired = 'Certification expirée';
export const missionAlreadyAssigned = 'Déjà affecté';
export const missionAssignSubmit = 'Ajouter';
export const missionAgentAdded = 'Agent ajouté à la mission !';
export const missionAgentAddError = "Erreur lors de l'ajout";
export const missionRemoveAgent = 'Retirer {name} de la mission';
export const missionAgentRemoved = 'Agent retiré de la mission';
export const missionAgentRemoveError = 'Erreur lors du retrait';
export const missionRemoveAgentTitle = "Retirer l'agent";
export const missionRemoveAgentConfirm =
  'Retirer {name} de la mission ? Ses horaires à venir sans pointage et ses tâches non cochées seront retirés.';
export const missionRemoveAgentAction = 'Retirer';
export const missionStats = 'Statistiques';
export const missionStatsIncidents = 'Incidents';
export const missionStatsChecklists = 'Check-lists';
export const missionStatsAttendances = 'Pointages';
export const missionPanelShifts = 'Horaires';
export const missionPanelChat = 'Discussion de la mission';
export const missionPanelDocuments = 'Documents';
