// The client's side: client accounts, the portal's API errors and the activity report (server texts)
export const clientIdRequired = 'Un compte client doit être rattaché à une société cliente';
export const clientIdOnlyForClient = 'Seul un compte client est rattaché à une société cliente';
export const clientUserNotFound = 'Utilisateur client introuvable';
export const clientActivityPeriodInvalid = 'La date de fin doit être postérieure ou égale à la date de début';
export const clientActivityPeriodTooLong = 'La période ne peut pas dépasser 62 jours';
export const clientRequestTextRequired = 'Le texte de la demande est requis';
export const clientRequestAlertCause = 'Demande du client : {text}';
export const reportTimeInvalid = "L'heure d'envoi doit être au format HH:MM";
export const reportFrequencyInvalid = "La fréquence doit être 'DAILY', 'WEEKLY' ou 'OFF'";
export const reportWeekdayInvalid = "Le jour d'envoi doit être compris entre 1 (lundi) et 7 (dimanche)";
export const reportRecipientsRequired = 'Indiquez au moins un destinataire';
export const reportRecipientsTooMany = 'Vingt destinataires au plus';
export const reportNotFound = 'Rapport introuvable';
export const reportNoIncident = 'Aucun incident signalé';
export const reportMailSubject = "Rapport d'activité — {client} — {period}";
