// Web: common states
export const loading = 'Chargement…';
export const close = 'Fermer';
export const notifications = 'Notifications';
export const closeNotification = 'Fermer la notification';
export const appUpdateAvailable = 'Une nouvelle version est disponible';
export const appUpdateAction = 'Mettre à jour';
export const notFoundCode = 'Erreur 404';
export const notFoundTitle = 'Page introuvable';
export const notFoundText = "La page demandée n'existe pas ou a été déplacée.";
export const backHome = "Retour à l'accueil";
export const unexpectedError = 'Une erreur inattendue est survenue';
export const unexpectedErrorText =
  "L'écran n'a pas pu s'afficher. Rechargez la page ; si le problème persiste, contactez votre administrateur.";
export const reloadPage = 'Recharger la page';
export const networkError = 'Impossible de joindre le serveur. Vérifiez votre connexion.';
export const draftRestored = 'Brouillon restauré';
