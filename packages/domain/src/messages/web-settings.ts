// Web: settings
export const settingsProfile = 'Profil';
export const settingsProfileEdit = 'Modifier le profil';
export const settingsFirstName = 'Prénom';
export const settingsLastName = 'Nom';
export const settingsEmail = 'Email';
export const settingsRole = 'Rôle';
export const settingsSave = 'Enregistrer';
export const settingsProfileError = 'Erreur lors de la mise à jour';
export const settingsSecurity = 'Sécurité';
export const settingsPassword = 'Mot de passe';
export const settingsPasswordHint = 'Au moins 8 caractères. Vos autres sessions seront fermées.';
export const settingsPasswordChange = 'Changer le mot de passe';
export const settingsCurrentPassword = 'Mot de passe actuel';
export const settingsPasswordError = 'Erreur lors du changement';
export const settingsTwoFactor = 'Authentification à deux facteurs (2FA)';
export const settingsTwoFactorHelp =
  "Un code à 6 chiffres de votre application d'authentification est demandé à chaque connexion.";
export const settingsTwoFactorOn = 'Activée';
export const settingsTwoFactorOff = 'Désactivée';
export const settingsTwoFactorEnable = 'Activer la 2FA';
export const settingsTwoFactorDisable = 'Désactiver la 2FA';
export const settingsTwoFactorScan =
  "Scannez ce code QR avec votre application d'authentification, ou saisissez la clé secrète, puis entrez le code à 6 chiffres affiché.";
export const settingsTwoFactorQrAlt = 'Code QR à scanner pour activer la 2FA';
export const settingsTwoFactorSecret = 'Clé secrète (saisie manuelle)';
export const settingsTwoFactorCode = 'Code à 6 chiffres';
export const settingsTwoFactorActivate = 'Activer';
export const settingsTwoFactorDeactivate = 'Désactiver';
export const settingsTwoFactorDisablePrompt =
  "Saisissez un code de votre application d'authentification pour désactiver la 2FA.";
export const settingsTwoFactorRetry = 'Générer un nouveau code';
export const settingsNotifications = 'Notifications';
export const settingsNotificationsEmail = 'Notifications par email';
export const settingsNotificationsPush = 'Notifications push';
export const settingsOn = 'Activé';
export const settingsOff = 'Désactivé';
export const settingsSystem = 'État du système';
export const settingsDatabase = 'Base de données';
export const settingsCache = 'Cache';
export const settingsDatabaseConnected = 'Connectée';
export const settingsCacheActive = 'Actif';
export const settingsCacheNotConfigured = 'Non configuré';
export const settingsCacheNotConfiguredHint =
  "Redis (REDIS_URL) n'est pas configuré : rien à faire pour un seul serveur. Il sert à partager le temps réel et les limites entre plusieurs processus serveur.";
export const settingsCacheActiveHint =
  'Redis partage le temps réel et les limites entre les processus serveur.';
export const settingsStatusError = 'Erreur';
export const settingsSystemUnavailable = "Impossible de lire l'état du système";
