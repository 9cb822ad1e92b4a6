import type { ComponentType } from 'react';

/** The mission's place for the map: its coordinates and how it is named. */
export type MissionPlace = { lat: number; lng: number; label: string };

/**
 * What other features lend the agent's mission page: the incident form (missions), the map of the place with the
 * agent's position (gps), the mission chat (chat), the main courante (logbook) and the rounds (rounds-field). The
 * route table hands them in, so this feature imports none.
 */
export type FieldMissionPanels = {
  incident?: ComponentType<{ missionId: string; onClose: () => void }>;
  map?: ComponentType<{ missionId: string; place: MissionPlace | null }>;
  chat?: ComponentType<{ missionId: string; archived: boolean }>;
  logbook?: ComponentType<{ missionId: string; archived: boolean }>;
  rounds?: ComponentType<{ missionId: string; archived: boolean }>;
};
