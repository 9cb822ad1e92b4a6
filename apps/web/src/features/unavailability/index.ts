// What the app uses of guards' unavailability: the card of Mon Profil and of an agent's page (staff).
export { UnavailabilityCard } from './components/unavailability-card.tsx';
