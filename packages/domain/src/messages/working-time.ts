// Working-time rules (Paramètres › Règles de temps de travail, and the 409 WORKING_TIME of planning writes)
export const workingTimeRefused = 'Cet horaire enfreint les règles de temps de travail';
export const workingTimeMaxShift = 'Travail de {value} sur une journée (maximum {limit})';
export const workingTimeDaySpan = 'Amplitude de {value} sur une journée (maximum {limit})';
export const workingTimeDailyRest = 'Repos de {value} entre deux journées (minimum {limit})';
export const workingTimeWeekMax = '{value} de travail la semaine du {week} (maximum {limit})';
export const workingTimeAverage = 'Moyenne de {value} par semaine sur 12 semaines (maximum {limit})';
export const workingTimeWeeklyRest = 'Pas de repos de {limit} consécutives la semaine du {week}';
export const workingTimeMaxDays = '{value} jours travaillés la semaine du {week} (maximum {limit})';
export const workingTimeMinPeriod = 'Période de travail de {value} (minimum {limit})';
export const workingTimeAcknowledgeForbidden =
  'Seul un administrateur peut enregistrer un horaire qui enfreint les règles de temps de travail';
export const workingTimeHours = 'Indiquez un nombre d’heures valide (par demi-heure)';
export const workingTimeDays = 'Indiquez un nombre de jours entre 1 et 7';
export const workingTimeTitle = 'Règles de temps de travail';
export const workingTimeDescription =
  'Vérifiées à chaque horaire planifié, déplacé ou copié. Par défaut : Code du travail et convention collective de la prévention et de la sécurité (IDCC 1351).';
export const workingTimeMaxDayWork = 'Travail par jour, max. (h)';
export const workingTimeMaxDaySpan = 'Amplitude par jour, max. (h)';
export const workingTimeMinDailyRest = 'Repos quotidien, min. (h)';
export const workingTimeMaxWeek = 'Travail par semaine, max. (h)';
export const workingTimeMaxAverage = 'Moyenne sur 12 sem., max. (h)';
export const workingTimeMinWeeklyRest = 'Repos hebdomadaire, min. (h)';
export const workingTimeMaxDaysLabel = 'Jours travaillés par sem., max.';
export const workingTimeMinPeriodLabel = 'Période de travail, min. (h)';
export const workingTimeMinPeriodHint =
  'Vide : pas de minimum. Deux postes séparés de 2 h ou moins forment une période.';
export const workingTimeSaved = 'Règles de temps de travail enregistrées';
export const workingTimeSaveError = "Erreur lors de l'enregistrement des règles";
export const workingTimeReadOnly = 'Seuls les administrateurs peuvent modifier ces règles.';
export const workingTimeReset = 'Valeurs légales';
export const workingTimeViolationsTitle = 'Règles de temps de travail enfreintes';
export const workingTimeOverride = 'Enregistrer malgré tout';
export const workingTimeOverrideHint = "L'enregistrement sera tracé dans le journal d'audit avec ces règles.";
export const workingTimeOverrideAdminOnly =
  'Seul un administrateur peut enregistrer cet horaire malgré ces règles.';
