// Attendance: server rules and errors (start, end, overtime, resume, proximity, report, exports, payroll settings)
export const attendanceNoMissionCoordinates =
  'Les coordonnées GPS de la mission ne sont pas définies. Contactez un administrateur.';
export const attendanceMissionPlaceUnknown = 'Position du lieu de mission non définie';
export const attendanceTooFar = 'Vous êtes à {n}m du lieu (max: 1 km)';
export const attendanceNear = 'Vous êtes à {n}m du lieu de mission';
export const attendanceNoActive = 'Aucun pointage actif';
export const attendanceAgentUnknown = 'Agent non identifié';
export const positionUnavailableShort = 'Position non disponible';
export const coordinatesInvalid = 'Coordonnées GPS invalides';
export const attendanceNotFound = 'Pointage introuvable';
export const attendanceOwnOnly = 'Vous ne pouvez pointer que pour vous-même';
export const attendanceAlreadyStarted = 'Ce créneau a déjà un pointage';
export const attendanceOtherActive = "Un autre pointage est déjà en cours : terminez-le d'abord";
export const attendanceShiftOver = 'Cet horaire est terminé : le pointage ne peut plus être démarré';
export const attendanceTooEarly = "Trop tôt : le pointage ouvre 1 heure avant le début de l'horaire";
export const attendanceAlreadyOvertime = 'Les heures supplémentaires sont déjà activées';
export const attendanceOvertimeNeedsStarted =
  'Les heures supplémentaires se demandent sur un pointage en cours';
export const attendanceNotCompleted = 'Seul un pointage terminé peut être repris';
export const attendanceResumeTooLate =
  "Reprise impossible : plus de 10 minutes après la fin, ou l'horaire est terminé";
export const attendanceStatusInvalid = 'Statut de pointage invalide';
export const attendanceDateInvalid = 'Date invalide (AAAA-MM-JJ)';
export const attendancePageInvalid = 'Pagination invalide : limit entre 1 et 500, offset positif ou nul';
export const attendanceSuspectFilterInvalid = 'Filtre « suspect » invalide (true ou false)';
export const attendanceExportFormat = "Format d'export invalide (pdf ou csv)";
export const payrollSettingsSaved = 'Plages horaires enregistrées';
export const payrollTimeInvalid = 'Heure invalide (HH:MM)';
export const attendanceReportEmpty = 'Aucun pointage trouvé';
// Movement checks: why an attendance is marked suspect (forged or borrowed positions)
export const attendanceSuspect = 'Pointage suspect';
export const attendanceSuspectCount = 'Pointages suspects';
export const attendanceSuspectOnly = 'Pointages suspects uniquement';
export const attendanceNotSuspectOnly = 'Pointages non suspects';
export const suspectMovement = 'Déplacement de {km} km en {duration} (vitesse impossible)';
export const suspectClockIn = 'Prise de poste à {km} km de la position de la minute précédente';
export const suspectClockOut = 'Fin de poste à {km} km de la position de la minute précédente';
