// Live tracking, mission chat, mission documents
export const gpsConnectionLost = 'Connexion perdue';
export const gpsAccuracyInvalid = 'La précision doit être un nombre de mètres positif';
export const gpsSpeedInvalid = 'La vitesse doit être un nombre positif (m/s)';
export const gpsHeadingInvalid = 'Le cap doit être compris entre 0 et 360 degrés';
export const gpsAgentMismatch = 'Vous ne pouvez envoyer que votre propre position';
export const gpsNotAssigned = "Vous n'êtes pas affecté à cette mission";
export const gpsMissionNotActive = "La mission n'est pas en cours : position non enregistrée";
export const gpsOffDuty =
  "Vous n'êtes pas en service (ni horaire en cours, ni pointage ouvert) : position non enregistrée";
export const gpsRecordedAtInvalid = 'Heure de la position invalide (format ISO attendu)';
export const gpsRecordedAtTooOld =
  'Position trop ancienne : elle dépasse la durée de conservation des positions';
export const gpsRecordedAtInFuture = "L'heure de la position est dans le futur";
export const gpsClientRequestIdInvalid = 'Identifiant de requête invalide (8 à 64 lettres, chiffres, - ou _)';
export const trackerIdMissing = "Identifiant de l'appareil manquant (paramètre id)";
export const trackerTokenUnknown = 'Identifiant de traceur inconnu ou révoqué';
export const trackerTimestampInvalid = 'Horodatage invalide (secondes, millisecondes ou date ISO)';
export const trackerNoCurrentMission = 'Aucune mission en cours : position non enregistrée';
export const trackerTokenLimit =
  'Vous avez déjà 5 traceurs actifs : révoquez-en un avant d’en créer un autre';
export const trackerTokenNotFound = 'Traceur introuvable';
export const trackerAgentRequired = "Précisez l'agent (agentId) dont lister les traceurs";
export const chatNotMember = 'Vous ne faites pas partie de cette mission';
export const chatMessageEmpty = 'Le message ne peut pas être vide';
export const chatMessageTooLong = 'Le message ne peut pas dépasser 2000 caractères';
export const chatMessageTypeInvalid = 'Type de message invalide';
export const chatSenderMismatch = "Vous ne pouvez écrire qu'en votre nom";
export const chatCursorInvalid = 'Message de référence introuvable pour cette mission';
export const chatLimitInvalid = 'La limite doit être un nombre entier entre 1 et 200';
export const chatNotSubscribed = "Abonnez-vous d'abord à la discussion de cette mission";
export const chatMentionNotification = '{sender} vous a mentionné';
export const documentUploaded = 'Document uploadé avec succès';
export const documentDeleted = 'Document supprimé';
export const documentUploadError = "Erreur lors de l'upload";
export const documentDeleteConfirm = 'Supprimer ?';
export const documentTooLarge = 'Fichier trop volumineux (50 Mo maximum)';
export const documentTypeRefused =
  'Type de fichier non autorisé : images, vidéos, PDF, Word (doc, docx) ou Excel (xls, xlsx)';
export const documentFileMissing = 'Aucun fichier reçu (champ « file »)';
export const documentOneFileOnly = 'Un seul fichier par envoi';
export const documentMultipartExpected = 'Envoyez le fichier au format multipart/form-data';
export const documentDescriptionTooLong = 'La description ne peut pas dépasser 500 caractères';
export const documentNotFound = 'Document introuvable';
export const serverShuttingDown = 'Le serveur redémarre : réessayez dans un instant';
export const serviceUnavailable = 'Service momentanément indisponible';
