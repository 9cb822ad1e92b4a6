/** Where Mes Missions reads the agent's missions and shifts, as the API client takes them. */
export const MY_MISSIONS_PATH = '/missions';
export const myShiftsPath = (agentId: string): string => `/agents/${encodeURIComponent(agentId)}/shifts`;
