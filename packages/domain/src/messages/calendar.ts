// The guard's calendar feed (Mon Profil › Mon agenda, and the .ics the phone subscribes to)
export const calendarCardTitle = 'Mon agenda';
export const calendarIntro =
  "Abonnez l'agenda de votre téléphone à vos horaires (30 jours passés, 90 jours à venir) : il se met à jour tout seul.";
export const calendarCreate = "Créer le lien d'abonnement";
export const calendarRecreate = 'Créer un nouveau lien';
export const calendarRecreateHint = "Un nouveau lien remplace l'ancien, qui cesse aussitôt de fonctionner.";
export const calendarLinkLabel = "Lien d'abonnement";
export const calendarCopy = 'Copier le lien';
export const calendarCopied = 'Lien copié';
export const calendarCopyFailed = 'Copie impossible : sélectionnez le lien et copiez-le vous-même.';
export const calendarOpen = "Ouvrir dans l'agenda";
export const calendarHowTo =
  "Sur iPhone, touchez « Ouvrir dans l'agenda » puis « S'abonner » ; sur Android, copiez le lien et ajoutez-le dans Google Agenda sur le web (Autres agendas › À partir de l'URL), il apparaîtra dans l'agenda du téléphone.";
export const calendarShownOnce =
  'Ce lien ne sera plus affiché : copiez-le maintenant. Quiconque le connaît voit vos horaires.';
export const calendarActiveSince = 'Un lien est actif depuis le {date}.';
export const calendarNoLink = "Aucun lien d'abonnement actif.";
export const calendarRevoke = 'Révoquer le lien';
export const calendarRevokeTitle = 'Révoquer le lien ?';
export const calendarRevokeMessage = 'Les agendas abonnés à ce lien ne recevront plus vos horaires.';
export const calendarRevoked = 'Lien révoqué';
export const calendarActionError = "L'opération sur le lien d'abonnement a échoué";
export const calendarLoadError = "Impossible de savoir si un lien d'abonnement est actif";
export const calendarNotFound = 'Agenda introuvable';
/** The feed's name in the phone's calendar list. */
export const calendarFeedName = 'Mes horaires — {app}';
/** The title of a close protection or escort shift in the feed, which calendar services fetch from their servers. */
export const calendarPrivateSummary = 'Mission';
export const calendarZone = 'Zone : {zone}';
