// What the app uses of guards' unavailability: Mon Profil's card.
export { UnavailabilityCard } from './components/unavailability-card.tsx';
