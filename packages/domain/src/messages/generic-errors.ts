// Generic errors
export const unauthenticated = 'Authentification requise';
export const forbidden = 'Accès refusé';
export const notFound = 'Ressource introuvable';
export const routeNotFound = 'Route introuvable';
export const methodNotAllowed = 'Méthode non autorisée pour cette route';
export const validation = 'Données invalides';
export const internal = 'Erreur interne du serveur';
export const payloadTooLarge = 'Fichier trop volumineux';
export const unsupportedMediaType = 'Type de fichier non autorisé';
export const controlCharacters = 'Texte invalide : caractères de contrôle interdits';
export const dateOutOfRange = 'Date hors limites (années 1900 à 2199)';
export const multipartMalformed = 'Envoi de fichier invalide ou incomplet';
export const urlTooLong = 'Adresse trop longue';
export const originRefused = 'Connexion refusée : origine non autorisée';
export const underConstruction = 'Cet écran est en construction.';
