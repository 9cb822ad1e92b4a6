import type { GeocodingSource } from '@secops/domain/geocoding.schemas';

export type GeocodeHit = { latitude: number; longitude: number; address: string; source: GeocodingSource };

/** One link of the lookup chain: null when it knows no such address; throws when it cannot answer (down, slow). */
export type GeocodingProvider = {
  name: GeocodingSource;
  search(address: string): Promise<GeocodeHit | null>;
};

export type HttpProviderOptions = { url: string; timeoutMs: number; userAgent: string };
