import { MAP_SETTINGS_DEFAULT, type MapSettings } from '@secops/domain/gps';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** The tile server the maps draw on, set on the server (MAP_TILE_URL). */
export const getMapSettings = (): Promise<MapSettings> => api.get<MapSettings>('/gps/map-settings');

export const mapSettingsQueryOptions = () =>
  queryOptions({ queryKey: ['gps', 'map-settings'], queryFn: getMapSettings, staleTime: Infinity });

/** The server's tile server once known; OpenStreetMap until then (markers never wait for tiles). */
export function useMapSettings(): MapSettings {
  return useQuery(mapSettingsQueryOptions()).data ?? MAP_SETTINGS_DEFAULT;
}
