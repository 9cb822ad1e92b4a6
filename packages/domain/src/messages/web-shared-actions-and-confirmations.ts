// Web: shared actions and confirmations
export const uiCancel = 'Annuler';
export const uiConfirm = 'Confirmer';
export const uiBack = 'Retour';
export const uiSearch = 'Rechercher';
export const uiLoadMore = 'Afficher plus';
export const uiNone = 'Non renseigné';
