const kmh = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 0 });

/** Coordinates as the popup shows them: six decimals (about 10 cm), dot-separated as GPS tools write them. */
export const formatCoordinates = (lat: number, lng: number): string => `${lat.toFixed(6)}, ${lng.toFixed(6)}`;

/** A speed received in m/s, shown in km/h (rounded); an unknown speed reads 0. */
export const speedKmh = (metresPerSecond: number | null): string =>
  kmh.format(Math.max(0, (metresPerSecond ?? 0) * 3.6));

/** "Prénom Nom" of a position's agent. */
export const agentFullName = (agent: { firstName: string; lastName: string }): string =>
  `${agent.firstName} ${agent.lastName}`.trim();
