// Server: call signaling
export const callNotFound = 'Aucun appel en cours avec cet utilisateur';
export const callAnsweredElsewhere = 'Appel pris sur un autre appareil';
export const callTooManyEvents = "Trop de messages d'appel : réessayez dans un instant";
export const callBadPayload = "Message d'appel invalide";
export const callUserMismatch = "L'utilisateur annoncé ne correspond pas à la session";
