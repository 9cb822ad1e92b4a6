// Web: sign-in screens
export const loginHeading = 'Connexion';
export const loginSubmit = 'Se connecter';
export const emailLabel = 'Email';
export const passwordLabel = 'Mot de passe';
export const forgotPasswordLink = 'Mot de passe oublié ?';
export const twoFactorHeading = 'Vérification en deux étapes';
export const twoFactorPrompt =
  "Saisissez le code à 6 chiffres affiché par votre application d'authentification.";
export const twoFactorCodeLabel = 'Code de vérification';
export const twoFactorSubmit = 'Vérifier';
export const backToLogin = 'Retour à la connexion';
export const forgotPasswordHeading = 'Mot de passe oublié';
export const forgotPasswordPrompt =
  'Indiquez votre adresse email : vous recevrez un lien pour choisir un nouveau mot de passe.';
export const forgotPasswordSubmit = 'Envoyer le lien';
export const forgotPasswordDoneHeading = 'Vérifiez votre messagerie';
export const resetPasswordHeading = 'Nouveau mot de passe';
export const newPasswordLabel = 'Nouveau mot de passe';
export const confirmPasswordLabel = 'Confirmer le mot de passe';
export const resetPasswordSubmit = 'Réinitialiser le mot de passe';
export const resetDoneHeading = 'Mot de passe réinitialisé';
export const resetDoneRedirect = 'Vous allez être redirigé vers la page de connexion.';
