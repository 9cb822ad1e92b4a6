// Web: check-list templates
export const templateSpecialties = 'Spécialités';
export const templateTasks = 'Tâches de « {specialty} »';
export const templateTaskCount = '{n} tâche(s)';
export const templateDefaultBadge = 'Tâches par défaut';
export const templateCustomBadge = 'Modèle personnalisé';
export const templateUnsaved = 'Modifications non enregistrées';
export const templateAddLabel = 'Nouvelle tâche';
export const templateAddPlaceholder = 'Ex. : Vérifier les extincteurs';
export const templateAdd = 'Ajouter la tâche';
export const templateRequired = 'Obligatoire';
export const templateCategory = 'Catégorie de « {label} »';
export const templateMoveUp = 'Monter « {label} »';
export const templateMoveDown = 'Descendre « {label} »';
export const templateRemove = 'Supprimer « {label} »';
export const templateEmpty = 'Aucune tâche dans ce modèle';
export const templateEmptyHint = 'Ajoutez une première tâche ci-dessous.';
export const templateSave = 'Enregistrer';
export const templateSaved = 'Modèle enregistré avec succès !';
export const templateSaveError = "Erreur lors de l'enregistrement";
export const templateReset = 'Réinitialiser';
export const templateResetTitle = 'Réinitialiser le modèle';
export const templateResetConfirm =
  'Revenir aux tâches par défaut de cette spécialité ? Les tâches enregistrées seront remplacées.';
export const templateResetDone = 'Modèle réinitialisé aux tâches par défaut';
export const templateLeaveTitle = 'Modifications non enregistrées';
export const templateLeaveConfirm =
  'Les modifications de ce modèle ne sont pas enregistrées. Quitter sans enregistrer ? Elles seront perdues.';
export const templateLeave = 'Quitter sans enregistrer';
export const templateResetError = 'Erreur lors de la réinitialisation';
export const templateLoadError = 'Impossible de charger le modèle';
export const templateNoSpecialty = 'Aucune spécialité';
