// What the app uses of the calendar feature: Mon Profil's card.
export { CalendarCard } from './components/calendar-card.tsx';
