// Guards' unavailability (Mon Profil › Mes indisponibilités, and the 409 UNAVAILABLE of planning writes)
export const unavailabilityStartRequired = 'La date de début est requise';
export const unavailabilityEndRequired = 'La date de fin est requise';
export const unavailabilityReasonInvalid = "Le motif doit être 'LEAVE', 'SICK', 'TRAINING' ou 'UNAVAILABLE'";
export const unavailabilityTooLong = 'Une indisponibilité ne peut pas dépasser 366 jours';
export const unavailabilityDecisionInvalid = "La décision doit être 'APPROVED' ou 'REFUSED'";
export const unavailabilityNotFound = 'Indisponibilité introuvable';
export const unavailabilityPast = 'Une indisponibilité déjà commencée ne peut plus être retirée';
export const unavailabilityNotRequested = "Cette indisponibilité n'est pas une demande en attente";
export const unavailabilityConflict = "L'agent est indisponible sur ce créneau ({reason}, {period})";
export const unavailabilityAbsent = 'Absent';
export const unavailabilityCardTitle = 'Mes indisponibilités';
export const unavailabilityIntro =
  'Déclarez une période où vous ne pouvez pas travailler. Les congés sont une demande, à accepter par le planning.';
export const unavailabilityFieldStart = 'Début';
export const unavailabilityFieldEnd = 'Fin';
export const unavailabilityFieldReason = 'Motif';
export const unavailabilityDeclare = 'Déclarer';
export const unavailabilityDeclared = 'Indisponibilité enregistrée';
export const unavailabilityRequested = 'Demande de congés envoyée';
export const unavailabilityRemove = 'Retirer';
export const unavailabilityRemoveLabel = "Retirer l'indisponibilité du {period}";
export const unavailabilityRemoved = 'Indisponibilité retirée';
export const unavailabilityNone = 'Aucune indisponibilité déclarée.';
export const unavailabilityError = "Erreur lors de l'enregistrement de l'indisponibilité";
export const unavailabilityLoadError = 'Impossible de charger vos indisponibilités';
export const unavailabilityStaffTitle = 'Indisponibilités';
export const unavailabilityStaffIntro =
  "Les congés demandés attendent votre décision ; les autres motifs comptent dès qu'ils sont déclarés.";
export const unavailabilityApprove = 'Accorder';
export const unavailabilityRefuse = 'Refuser';
export const unavailabilityApproveLabel = 'Accorder les congés du {period}';
export const unavailabilityRefuseLabel = 'Refuser les congés du {period}';
export const unavailabilityApproved = 'Congés accordés';
export const unavailabilityRefusedNotice = 'Congés refusés';
export const unavailabilityStaffLoadError = 'Impossible de charger les indisponibilités';
