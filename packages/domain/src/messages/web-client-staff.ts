// Web: the client's page for staff (its portal accounts and activity report) and the mission's client visibility
export const clientBackToList = 'Retour aux clients';
export const clientDetailsTitle = 'Coordonnées';
export const clientLoadError = 'Impossible de charger le client';

export const clientAccessTitle = 'Accès client';
export const clientAccessDescription =
  'Les comptes de la société sur le portail client : ses missions, sa main courante et ses rapports.';
export const clientAccessReadOnly =
  'Seuls les administrateurs invitent et gèrent les comptes du portail client.';
export const clientAccessInviteTitle = 'Inviter un utilisateur';
export const clientAccessEmail = 'E-mail';
export const clientAccessFirstName = 'Prénom';
export const clientAccessLastName = 'Nom';
export const clientAccessInvite = 'Inviter';
export const clientAccessInvited = 'Invitation envoyée';
export const clientAccessInviteError = "L'invitation n'a pas pu être envoyée";
export const clientAccessUsers = 'Comptes du portail';
export const clientAccessUsersEmpty = 'Aucun compte client';
export const clientAccessUsersEmptyHint =
  'Invitez un interlocuteur de la société : il recevra un lien pour choisir son mot de passe.';
export const clientAccessUsersLoadError = 'Impossible de charger les comptes client';
export const clientAccessActive = 'Actif';
export const clientAccessInactive = 'Désactivé';
export const clientAccessPending = 'Invitation en attente';
export const clientAccessInvitedOn = 'Invité le {date}';
export const clientAccessDeactivate = 'Désactiver';
export const clientAccessActivate = 'Activer';
export const clientAccessDeactivated = 'Accès désactivé';
export const clientAccessActivated = 'Accès réactivé';
export const clientAccessDelete = 'Supprimer';
export const clientAccessDeleteTitle = "Supprimer l'accès client";
export const clientAccessDeleteConfirm =
  'Supprimer le compte de {name} ? Cette personne ne pourra plus se connecter au portail client.';
export const clientAccessDeleted = 'Compte client supprimé';
export const clientAccessChangeError = "La modification du compte n'a pas pu être enregistrée";

export const activityReportTitle = "Rapport d'activité";
export const activityReportDescription =
  "Un PDF envoyé par e-mail à l'heure choisie (heure de Paris) : la veille chaque jour, ou la semaine passée, du lundi au dimanche.";
export const activityReportSettingsLoadError = 'Impossible de charger les paramètres du rapport';
export const activityReportRecipients = 'Destinataires';
export const activityReportRecipientsHint = 'Une adresse e-mail par ligne';
export const activityReportRecipientInvalid = 'Ligne {line} : adresse e-mail invalide';
export const activityReportFrequency = 'Fréquence';
export const activityReportTime = "Heure d'envoi";
export const activityReportWeekday = 'Jour';
export const activityReportSave = 'Enregistrer';
export const activityReportSaved = 'Paramètres du rapport enregistrés';
export const activityReportSaveError = "Les paramètres du rapport n'ont pas pu être enregistrés";
export const activityReportSendTitle = 'Envoyer le rapport d’un jour';
export const activityReportDate = 'Date du rapport';
export const activityReportSendNow = 'Envoyer maintenant';
export const activityReportSendNeedsRecipients = "Enregistrez d'abord au moins un destinataire.";
export const activityReportSent = 'Rapport envoyé';
export const activityReportSendError = "Le rapport n'a pas pu être envoyé";
export const activityReportHistory = 'Rapports envoyés';
export const activityReportHistoryEmpty = 'Aucun rapport envoyé';
export const activityReportHistoryLoadError = 'Impossible de charger les rapports envoyés';
export const activityReportPeriod = 'Période';
export const activityReportPeriodRange = 'du {from} au {to}';
export const activityReportKind = 'Type';
export const activityReportStatus = 'Statut';
export const activityReportSentAt = 'Envoyé le';
export const activityReportAttempts = '{n} tentative(s)';
export const activityReportPdf = 'PDF';
export const activityReportPdfError = "Le PDF du rapport n'a pas pu être téléchargé";

export const missionClientVisibilityTitle = 'Visible par le client';
export const missionClientVisibilityLegend = 'Main courante visible par le client';
export const missionClientVisibilityHint =
  'Les entrées de ces types apparaissent sur le portail du client. Ses propres demandes lui restent toujours visibles.';
export const missionClientVisibilityNoClient =
  "Cette mission n'est rattachée à aucun client : rien n'est montré.";
export const missionClientVisibilityLoadError = 'Impossible de charger la visibilité client';
export const missionClientVisibilitySave = 'Enregistrer';
export const missionClientVisibilitySaved = 'Visibilité client enregistrée';
export const missionClientVisibilitySaveError = "La visibilité client n'a pas pu être enregistrée";

export const logbookClientSource = 'Client';
