/** The round screen of a tour, inside its mission's page. */
export const roundPath = (missionId: string, tourId: string): string =>
  `/agent/missions/${encodeURIComponent(missionId)}/rondes/${encodeURIComponent(tourId)}`;

export const missionPath = (missionId: string): string => `/agent/missions/${encodeURIComponent(missionId)}`;
