const TIME_ZONE = 'Europe/Paris';

const dateTime = new Intl.DateTimeFormat('fr-FR', {
  dateStyle: 'short',
  timeStyle: 'short',
  timeZone: TIME_ZONE,
});
const longDateTime = new Intl.DateTimeFormat('fr-FR', {
  dateStyle: 'long',
  timeStyle: 'short',
  timeZone: TIME_ZONE,
});
const hours = new Intl.NumberFormat('fr-FR', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** "15/03/2026 14:30", Paris time; "—" when there is no date. */
export const formatDateTime = (date: Date | null | undefined): string => (date ? dateTime.format(date) : '—');

/** "15 mars 2026 à 14:30", Paris time. */
export const formatLongDateTime = (date: Date): string => longDateTime.format(date);

/** "7,50 h" */
export const formatHours = (value: number): string => `${hours.format(value)} h`;

/** Decimal degrees with 6 decimals (about 10 cm), the form GPS tools expect. */
export const formatCoordinates = (lat: number | null, lng: number | null): string =>
  lat === null || lng === null ? '—' : `${lat.toFixed(6)}, ${lng.toFixed(6)}`;
