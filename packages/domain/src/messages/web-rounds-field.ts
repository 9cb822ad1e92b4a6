// Guard tours (rondes): the field area's texts (mission page → Rondes, the round card, /t/{code})
export const roundsFieldTitle = 'Rondes';
export const roundsFieldNoTour = 'Aucune ronde sur cette mission.';
export const roundsFieldNothingDue = 'Aucune ronde prévue pendant votre service pour le moment.';
export const roundsFieldLoadError = 'Impossible de charger les rondes';
export const roundsFieldCheckpointCount = '{n} point(s) de contrôle';
export const roundsFieldWindow = 'Fenêtre : {start} – {end}';
export const roundsFieldOpenUntil = 'À faire avant {time}';
export const roundsFieldOpensAt = 'Ouverture à {time}';
export const roundsFieldNext = 'Prochaine ronde : {time}';
export const roundsFieldInProgress = 'En cours';
export const roundsFieldStart = 'Commencer la ronde';
export const roundsFieldResume = 'Reprendre la ronde';
export const roundsFieldOpen = 'Ouvrir la ronde';
export const roundsFieldStarted = 'Ronde commencée';
export const roundsFieldStartQueued = 'Ronde commencée hors ligne : elle sera envoyée au retour du réseau';
export const roundsFieldStartError = 'Impossible de commencer la ronde';
// Mes Missions: the card of a round due now
export const roundsFieldDueCard = 'Ronde à faire : {tour} avant {time}';
export const roundsFieldInProgressCard = 'Ronde en cours : {tour}';
export const roundsFieldDueMission = 'Mission : {mission}';
// The round screen
export const roundsFieldBackToMission = 'Retour à la mission';
export const roundsFieldRoundOf = 'Ronde de {time}';
export const roundsFieldProgress = '{done} / {total} point(s) contrôlé(s)';
export const roundsFieldCheckpoints = 'Points de contrôle';
export const roundsFieldToDo = 'À faire';
export const roundsFieldDoneAt = 'Contrôlé à {time}';
export const roundsFieldPending = "En attente d'envoi";
export const roundsFieldNoFlag = 'Sans anomalie';
export const roundsFieldScan = 'Scanner';
export const roundsFieldScanCheckpoint = 'Scanner le point de contrôle';
export const roundsFieldReadNfc = 'Lire un tag NFC';
export const roundsFieldManual = 'Passer à la main';
export const roundsFieldManualTitle = 'Passer « {name} » à la main';
export const roundsFieldManualReason = 'Raison';
export const roundsFieldManualHint =
  'Par exemple : tag arraché, accès fermé. Le passage sera signalé comme fait à la main.';
export const roundsFieldManualSubmit = 'Valider le passage';
export const roundsFieldReportAnomaly = 'Signaler une anomalie';
export const roundsFieldAnomalyAt = 'Point de contrôle : {name}';
export const roundsFieldAnomalyTitle = 'Anomalie au point « {name} »';
export const roundsFieldFinish = 'Terminer la ronde';
export const roundsFieldFinishTitle = 'Terminer la ronde ?';
export const roundsFieldFinishMissing =
  '{n} point(s) non contrôlé(s) : {names}. La ronde sera enregistrée comme incomplète.';
export const roundsFieldFinishAnyway = 'Terminer quand même';
export const roundsFieldKeepGoing = 'Continuer la ronde';
export const roundsFieldFinished = 'Ronde terminée : {status}';
export const roundsFieldFinishQueued = 'Ronde terminée hors ligne : elle sera envoyée au retour du réseau';
export const roundsFieldFinishError = 'Impossible de terminer la ronde';
export const roundsFieldNotStarted = "Cette ronde n'est pas commencée.";
export const roundsFieldTakenBy = 'Ronde commencée par {name}';
export const roundsFieldTourNotFound = "Cette ronde n'existe pas ou n'est plus prévue sur cette mission.";
// What a scan gives (said in the live region too)
export const roundsFieldScanDone = 'Point « {name} » contrôlé';
export const roundsFieldScanDoneFlags = 'Point « {name} » contrôlé — {flags}';
export const roundsFieldScanQueued = 'Point « {name} » enregistré : il sera envoyé au retour du réseau';
export const roundsFieldScanAgain = 'Point « {name} » déjà contrôlé';
export const roundsFieldScanNotCheckpoint = "Ce code n'est pas celui d'un point de contrôle";
export const roundsFieldScanError = "Le passage n'a pas pu être enregistré";
// The camera and NFC
export const roundsFieldScannerHint = 'Visez le QR code du point de contrôle';
export const roundsFieldScannerStarting = 'Ouverture de la caméra…';
export const roundsFieldCameraDenied =
  "L'accès à la caméra est refusé : autorisez-le dans les réglages du navigateur, ou passez le point à la main.";
export const roundsFieldCameraMissing = 'Aucune caméra disponible sur cet appareil.';
export const roundsFieldScannerFailed = "Le lecteur de QR code n'a pas pu démarrer.";
export const roundsFieldNfcHint = 'Approchez le téléphone du tag NFC…';
export const roundsFieldNfcFailed = 'La lecture NFC a échoué.';
export const roundsFieldNfcCancel = 'Arrêter la lecture NFC';
// /t/{code}: a tag opened by the phone's own camera app
export const roundsFieldTagTitle = 'Point de contrôle';
export const roundsFieldTagLooking = 'Recherche du point de contrôle…';
export const roundsFieldTagInvalid = "Ce lien n'est pas celui d'un point de contrôle.";
export const roundsFieldTagUnknown = "Ce point de contrôle n'appartient à aucune de vos missions.";
export const roundsFieldTagOffline =
  "Ce point de contrôle n'est pas dans les rondes gardées sur le téléphone. Réessayez avec du réseau.";
export const roundsFieldTagMission = 'Mission : {mission}';
export const roundsFieldTagNoRound = "Aucune ronde comprenant ce point n'est à faire maintenant.";
export const roundsFieldTagStartHint = 'La ronde « {tour} » est à faire avant {time}.';
export const roundsFieldTagBackToRound = 'Retour à la ronde';
export const roundsFieldTagToMission = 'Voir la mission';
