// Web: live tracking (admin map, agent sharing)
export const gpsLive = 'En direct';
export const gpsMissionFilter = 'Mission';
export const gpsAllMissions = 'Toutes les missions';
export const gpsActiveAgents = 'Agents actifs';
export const gpsActiveMissions = 'Missions actives';
export const gpsAlerts = 'Alertes';
export const gpsLegend = 'Légende';
export const gpsAgentsOnline = 'Agents en ligne';
export const gpsNoAgentOnline = 'Aucun agent en ligne';
export const gpsMapLabel = 'Carte des agents en temps réel';
export const gpsPositionsLoadError = 'Impossible de charger les positions';
export const gpsFreshnessOnline = 'En ligne';
export const gpsFreshnessRecent = 'Récent';
export const gpsFreshnessWarning = 'Attention';
export const gpsFreshnessOnlineRange = 'moins d’1 min';
export const gpsFreshnessRecentRange = '1 à 2 min';
export const gpsFreshnessWarningRange = '2 à 4 min';
export const gpsFreshnessOfflineRange = '4 min ou plus';
export const gpsMatricule = 'Matricule';
export const gpsSpeed = 'Vitesse';
export const gpsSpeedValue = '{speed} km/h';
export const gpsPosition = 'Position';
export const gpsAccuracy = 'Précision';
export const gpsAccuracyValue = '± {meters} m';
export const gpsLastSeen = 'Dernière position';
export const gpsNoMission = 'Sans mission';
export const gpsRealtimeConnected = 'Temps réel connecté';
export const gpsRealtimeDisconnected = 'Temps réel déconnecté';
export const geolocationRetrying = 'Position GPS introuvable pour le moment, nouvel essai…';
export const geolocationUnsupported = "La géolocalisation n'est pas supportée par votre navigateur";
export const positionUnavailable = "Impossible d'obtenir votre position";
export const gpsSharingStarted = 'Partage de position activé';
export const gpsLocationDeniedTitle = 'Localisation refusée : votre position ne peut pas être partagée';
export const gpsLocationDeniedAndroid =
  "Android (Chrome) : touchez le cadenas à gauche de l'adresse → Autorisations → Position → Autoriser, puis « Démarrer le partage ».";
export const gpsLocationDeniedIphone =
  'iPhone (Safari) : Réglages → Confidentialité et sécurité → Service de localisation activé, puis Réglages → Safari → Position → Demander ou Autoriser ; revenez ici et touchez « Démarrer le partage ».';
export const gpsLocationDeniedStopped = 'Localisation refusée : partage de position arrêté';
export const gpsSharingStopped = 'Partage de position arrêté';
export const gpsSharingStart = 'Démarrer le partage';
export const gpsSharingStop = 'Arrêter le partage';
export const gpsSharingOn = 'Partage actif';
export const gpsSharingOff = 'Partage inactif';
export const gpsSharingIntro =
  "Votre position est envoyée à l'équipe de supervision pendant la mission choisie, tant que l'application reste ouverte.";
export const gpsMissionChoice = 'Mission en cours';
export const gpsNoActiveMission =
  'Aucune mission en cours : le partage de position se fait pendant une mission active.';
export const gpsLastSent = 'Dernière position envoyée';
export const gpsSentAt = 'Envoyée à';
export const gpsWaitingFirstFix = 'En attente de la première position…';
export const gpsSentOverHttp = 'Envoi par le réseau de secours';
export const gpsSendError = 'Position non envoyée : vérifiez votre connexion';
