/** A calendar date in Europe/Paris, month 1–12. */
export type CalendarDate = { year: number; month: number; day: number };

/** Easter Sunday of a Gregorian year (anonymous Gregorian algorithm, Meeus/Jones/Butcher). */
export function easterSunday(year: number): CalendarDate {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const n = h + l - 7 * m + 114;
  return { year, month: Math.floor(n / 31), day: (n % 31) + 1 };
}

const addDays = (date: CalendarDate, days: number): CalendarDate => {
  const d = new Date(Date.UTC(date.year, date.month - 1, date.day + days));
  return { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() };
};

const key = (date: CalendarDate) => `${date.month}-${date.day}`;

/**
 * The eleven French public holidays of a year (Code du travail, L3133-1): 1 January, Easter Monday, 1 May, 8 May,
 * Ascension, Whit Monday, 14 July, 15 August, 1 November, 11 November, 25 December. Alsace-Moselle's two extra days
 * (Good Friday, 26 December) are not national and are not counted.
 */
export function frenchHolidays(year: number): { date: CalendarDate; name: string }[] {
  const easter = easterSunday(year);
  const fixed = (month: number, day: number, name: string) => ({ date: { year, month, day }, name });
  return [
    fixed(1, 1, "Jour de l'an"),
    { date: addDays(easter, 1), name: 'Lundi de Pâques' },
    fixed(5, 1, 'Fête du Travail'),
    fixed(5, 8, 'Victoire 1945'),
    { date: addDays(easter, 39), name: 'Ascension' },
    { date: addDays(easter, 50), name: 'Lundi de Pentecôte' },
    fixed(7, 14, 'Fête nationale'),
    fixed(8, 15, 'Assomption'),
    fixed(11, 1, 'Toussaint'),
    fixed(11, 11, 'Armistice 1918'),
    fixed(12, 25, 'Noël'),
  ];
}

const holidayKeys = new Map<number, Set<string>>();

/** True when the Paris calendar date is a French public holiday. */
export function isFrenchHoliday(date: CalendarDate): boolean {
  let keys = holidayKeys.get(date.year);
  if (!keys) {
    keys = new Set(frenchHolidays(date.year).map((h) => key(h.date)));
    holidayKeys.set(date.year, keys);
  }
  return keys.has(key(date));
}
