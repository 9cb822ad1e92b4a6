// Main courante (the mission's logbook): API errors and the staff and field screens' texts
export const logbookTypeInvalid =
  "Le type doit être 'OBSERVATION', 'PATROL', 'VISITOR', 'DELIVERY', 'INSTRUCTION', 'HANDOVER' ou 'OTHER'";
export const logbookTextRequired = 'Le texte de la main courante est requis';
export const logbookOccurredTooOld = "L'heure de l'événement ne peut pas remonter à plus de 24 h";
export const logbookOccurredInFuture = "L'heure de l'événement ne peut pas être dans le futur";
export const logbookCorrectedNotFound = "L'entrée à rectifier est introuvable sur cette mission";
export const logbookPositionIncomplete = 'La latitude et la longitude vont ensemble';
export const logbookPhotosTooMany = 'Au plus 5 photos par entrée';
export const logbookPhotoUnknown = 'Photo introuvable ou déjà utilisée';
export const logbookPeriodInvalid = 'La période est invalide';
export const logbookMissionHasEntries =
  'Cette mission a une main courante : elle ne peut pas être supprimée, seulement archivée';
export const logbookTitle = 'Main courante';
export const logbookAdminTitle = 'Main courante — toutes les missions';
export const logbookEmpty = 'Aucune entrée dans la main courante.';
export const logbookLoadError = 'Impossible de charger la main courante';
export const logbookNew = 'Nouvelle entrée';
export const logbookFieldType = 'Type';
export const logbookFieldText = 'Texte';
export const logbookFieldOccurredAt = "Heure de l'événement";
export const logbookSubmit = 'Inscrire';
export const logbookAdded = 'Entrée inscrite à la main courante';
export const logbookQueued = 'Entrée enregistrée : elle sera envoyée au retour du réseau';
export const logbookError = "Erreur lors de l'inscription à la main courante";
export const logbookCorrect = 'Rectifier';
export const logbookCorrection = 'Rectificatif';
export const logbookCorrectionOf = 'Rectificatif de l’entrée de {time}';
export const logbookAuto = 'Automatique';
export const logbookPdf = 'Télécharger le PDF';
export const logbookAllTypes = 'Tous les types';
export const logbookAllMissions = 'Toutes les missions';
export const logbookAllAuthors = 'Tous les auteurs';
export const logbookPendingPhotos = 'Photos jointes : {n}';
export const logbookImmutable =
  'La main courante ne se modifie pas : une erreur se corrige par un rectificatif, inscrit à la suite.';
// Field photos (main courante entries and incidents)
export const fieldPhotoTooLarge = 'Photo trop volumineuse (15 Mo maximum)';
export const fieldPhotoTypeRefused = 'Format de photo non autorisé : JPEG, PNG, WebP ou HEIC';
