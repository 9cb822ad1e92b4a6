// Sign-in and session
export const loginSuccess = 'Connexion réussie !';
export const loginError = 'Erreur de connexion';
export const invalidCredentials = 'Email ou mot de passe incorrect';
export const accountDisabled = 'Ce compte est désactivé';
export const twoFactorRequired = 'Code 2FA requis';
export const invalidTwoFactorCode = 'Code invalide';
export const twoFactorSessionExpired = 'Session de vérification expirée, veuillez vous reconnecter';
export const tooManyAttempts = 'Trop de tentatives de connexion. Réessayez dans quelques minutes.';
export const tooManyRequests = 'Trop de requêtes. Réessayez dans quelques instants.';
export const invalidLink = 'Lien invalide';
export const resetError = 'Erreur lors de la réinitialisation';
export const resetSuccess = 'Mot de passe réinitialisé avec succès !';
export const resetTokenExpired = 'Ce lien de réinitialisation a expiré';
export const resetTokenInvalid = 'Ce lien de réinitialisation est invalide ou a déjà été utilisé';
export const forgotPasswordSent =
  'Si un compte existe pour cette adresse, un email de réinitialisation a été envoyé.';
export const passwordTooShort = 'Le mot de passe doit contenir au moins 8 caractères';
export const passwordMismatch = 'Les mots de passe ne correspondent pas';
export const resetLinkValidity = 'Ce lien est valable 1 heure.';
export const sessionExpired = 'Session expirée, veuillez vous reconnecter';

/** Shown on /login when the session could not be renewed. */
export const sessionEnded = 'Votre session a expiré';
export const refreshInvalid = 'Session invalide, veuillez vous reconnecter';
export const emailRequired = "L'email est requis";
export const emailInvalid = 'Adresse email invalide';
export const passwordRequired = 'Le mot de passe est requis';
export const resetMailSubject = 'Réinitialisation de votre mot de passe';
export const agentProfileNotFound = 'Profil agent non trouvé';
