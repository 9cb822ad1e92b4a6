import { z } from 'zod';
import { getJson } from './http-json.ts';
import type { GeocodingProvider, HttpProviderOptions } from './geocoding.types.ts';

const NominatimAnswerSchema = z.array(
  z.object({ lat: z.coerce.number(), lon: z.coerce.number(), display_name: z.string() }),
);

/** OpenStreetMap's Nominatim: a JSON array of places; its usage policy asks for an identifying User-Agent. */
export function createNominatimProvider(options: HttpProviderOptions): GeocodingProvider {
  return {
    name: 'nominatim',
    async search(address) {
      const url = new URL(options.url);
      url.searchParams.set('q', address);
      url.searchParams.set('format', 'json');
      url.searchParams.set('limit', '1');
      const [best] = NominatimAnswerSchema.parse(await getJson(url, options));
      if (!best) return null;
      return { latitude: best.lat, longitude: best.lon, address: best.display_name, source: 'nominatim' };
    },
  };
}
