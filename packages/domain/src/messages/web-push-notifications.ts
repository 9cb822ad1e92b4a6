// Web push notifications
export const pushEndpointInvalid = "Adresse d'abonnement invalide : une adresse https est attendue";
export const pushEndpointNotAllowed = 'Service de notifications push non autorisé sur ce serveur';
export const pushKeysInvalid = "Clés de chiffrement de l'abonnement invalides";
export const pushSubscriptionNotFound = 'Abonnement aux notifications introuvable';
export const pushSosTitle = 'SOS — {name}';
