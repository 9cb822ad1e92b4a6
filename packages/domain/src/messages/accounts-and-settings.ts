// Accounts and settings
export const userNotFound = 'Utilisateur introuvable';
export const accountRoleForbidden = 'Votre rôle ne vous permet pas de créer ou de modifier ce compte';
export const ownAccountOnly = 'Vous ne pouvez modifier que votre propre compte';
export const cannotDeleteSelf = 'Vous ne pouvez pas supprimer votre propre compte';
export const cannotDeactivateSelf = 'Vous ne pouvez pas désactiver votre propre compte';
export const currentPasswordRequired = 'Le mot de passe actuel est requis';
export const currentPasswordWrong = 'Mot de passe actuel incorrect';
export const passwordChanged = 'Mot de passe modifié avec succès !';
export const profileUpdated = 'Profil mis à jour !';
export const twoFactorEnabled = '2FA activée avec succès !';
export const twoFactorDisabled = '2FA désactivée avec succès !';
export const twoFactorAlreadyEnabled = 'La 2FA est déjà activée sur ce compte';
export const twoFactorNotEnabled = "La 2FA n'est pas activée sur ce compte";
export const twoFactorNotGenerated = "Générez d'abord un code 2FA";
export const twoFactorGenerateError = 'Erreur lors de la génération du code 2FA';
