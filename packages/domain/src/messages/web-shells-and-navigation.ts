// Web: shells and navigation
export const navDashboard = 'Tableau de bord';
export const navMissions = 'Missions';
export const navAgents = 'Agents';
export const navClients = 'Clients';
export const navPlanning = 'Planning';
export const navGps = 'Tracking GPS';
export const navAttendance = 'Pointages';
export const navIncidents = 'Incidents';
export const navEquipment = 'Matériel';
export const navChecklistTemplates = 'Templates Check-lists';
export const navSettings = 'Paramètres';
export const agentTabMissions = 'Mes Missions';
export const agentTabAttendance = 'Pointage';
export const agentTabGps = 'Ma Position';
export const agentTabProfile = 'Mon Profil';
export const logout = 'Déconnexion';
export const logoutConfirmTitle = 'Se déconnecter ?';
export const logoutConfirm =
  'Vous devrez vous reconnecter pour voir vos missions. Les données gardées sur ce téléphone pour le travail hors ligne seront effacées.';
export const logoutPendingWarning =
  'Attention : {n} élément(s) pas encore envoyé(s) (pointages de tâches, signalements, positions) seront perdus. Attendez « Synchronisé » avant de vous déconnecter.';
export const fieldSessionTitle = 'Session';
export const fieldSessionHint = 'Connecté en tant que {email}.';
export const openMenu = 'Ouvrir le menu';
export const closeMenu = 'Fermer le menu';
export const mainNavigation = 'Navigation principale';
export const agentNavigation = 'Navigation agent';
export const skipToContent = 'Aller au contenu';
