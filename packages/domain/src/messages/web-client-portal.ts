// Web: the client's portal (/client) — its shell, missions, a mission's activity, its requests and its reports
export const portalTitle = 'Espace client';
export const portalNavigation = 'Navigation de l’espace client';
export const portalNavMissions = 'Missions';
export const portalNavReports = 'Rapports';
export const portalNavAccount = 'Mon compte';

export const portalMissionsTitle = 'Missions';
export const portalMissionsDescription = 'Les missions de sécurité menées pour votre société.';
export const portalMissionsInProgress = 'En cours';
export const portalMissionsComing = 'À venir';
export const portalMissionsFinished = 'Terminées';
export const portalMissionsNoneInProgress = 'Aucune mission en cours';
export const portalMissionsNoneComing = 'Aucune mission à venir';
export const portalMissionsNoneFinished = 'Aucune mission terminée';
export const portalMissionsEmpty = 'Aucune mission pour le moment';
export const portalMissionsEmptyHint =
  'Les missions que votre prestataire de sécurité mène pour vous s’afficheront ici.';
export const portalMissionsLoadError = 'Impossible de charger vos missions';
export const portalPhaseInProgress = 'En cours';
export const portalPhaseComing = 'À venir';
export const portalPhaseFinished = 'Terminée';
export const portalMissionPeriod = 'Du {from} au {to}';
export const portalMissionNoAddress = 'Adresse non renseignée';

export const portalBackToMissions = 'Retour aux missions';
export const portalMissionNotFound = 'Mission introuvable';
export const portalMissionNotFoundHint = 'Cette mission n’existe pas ou ne concerne pas votre société.';
export const portalMissionLoadError = 'Impossible de charger la mission';
export const portalPeriodLegend = 'Période affichée';
export const portalPeriodFrom = 'Du';
export const portalPeriodTo = 'Au';
export const portalPeriodLast7 = '7 derniers jours';
export const portalPeriodLast30 = '30 derniers jours';
export const portalActivityLoadError = 'Impossible de charger l’activité de la période';
export const portalSummary = 'Synthèse de la période';

export const portalPostsTitle = 'Postes tenus';
export const portalPostsEmpty = 'Aucun poste tenu sur la période';
export const portalPostOpen = 'Poste non pourvu';
export const portalPostPlanned = 'Prévu {range}';
export const portalPostClockIn = 'Arrivée {time}';
export const portalPostClockOut = 'Départ {time}';
export const portalPostOnDuty = 'En poste';
export const portalPostNotClocked = 'Non pointé';

export const portalHoursTitle = 'Heures réalisées';
export const portalHoursTotal = 'Total de la période';
export const portalHoursByDay = 'Par jour';
export const portalHoursByWeek = 'Par semaine';
export const portalHoursWeekOf = 'Semaine du {date}';

export const portalIncidentsTitle = 'Incidents';
export const portalIncidentsEmpty = 'Aucun incident signalé';
export const portalIncidentsEmptyHint = 'Aucun incident n’a été signalé sur la période.';
export const portalIncidentResolution = 'Résolution';
export const portalIncidentResolvedAt = 'Résolu le {date}';
export const portalIncidentPdf = 'Rapport PDF';
export const portalIncidentPdfError = 'Le rapport de l’incident n’a pas pu être téléchargé';

export const portalLogbookTitle = 'Main courante';
export const portalLogbookEmpty = 'Aucune entrée de main courante sur la période';
export const portalLogbookYourRequest = 'Votre demande';

export const portalRoundsTitle = 'Rondes';
export const portalRoundsEmpty = 'Aucune ronde sur la période';
export const portalRoundProgress = '{done} / {total} point(s) contrôlé(s)';
export const portalRoundCheckpointAt = 'Contrôlé à {time}';
export const portalRoundCheckpointMissed = 'Non contrôlé';

export const portalRequestTitle = 'Demande du client';
export const portalRequestDescription =
  'Une demande ou une remarque sur cette mission : l’équipe de sécurité la reçoit aussitôt et elle figure dans la main courante.';
export const portalRequestLabel = 'Votre demande';
export const portalRequestSend = 'Envoyer';
export const portalRequestSent = 'Demande envoyée';
export const portalRequestError = 'La demande n’a pas pu être envoyée';
export const portalRequestLength = '{n} / {max} caractères';

export const portalReportsTitle = 'Rapports d’activité';
export const portalReportsDescription =
  'Les rapports envoyés par e-mail à votre société, à télécharger en PDF.';
export const portalReportsList = 'Rapports reçus';
export const portalReportsEmpty = 'Aucun rapport pour le moment';
export const portalReportsEmptyHint = 'Les rapports d’activité envoyés à votre société s’afficheront ici.';
export const portalReportsLoadError = 'Impossible de charger les rapports';
export const portalReportDay = 'Journée du {date}';
export const portalReportRange = 'Du {from} au {to}';
export const portalReportDaily = 'Rapport quotidien';
export const portalReportWeekly = 'Rapport hebdomadaire';
export const portalReportManual = 'Envoi manuel';
export const portalReportSentAt = 'Envoyé le {date}';
export const portalReportDownload = 'Télécharger';
export const portalReportDownloadError = 'Le rapport n’a pas pu être téléchargé';

export const portalAccountTitle = 'Mon compte';
export const portalAccountDescription = 'Vos informations, votre mot de passe et la double authentification.';
