import type { GeocodingProvider } from './geocoding.types.ts';
import { findCommune } from './offline-gazetteer.ts';

/** The last resort, without network: the centre of the commune named by the postcode or the commune name. */
export const offlineProvider: GeocodingProvider = {
  name: 'offline',
  async search(address) {
    const match = findCommune(address);
    if (!match) return null;
    const { latitude, longitude } = match.commune;
    return { latitude, longitude, address: match.label, source: 'offline' };
  },
};
