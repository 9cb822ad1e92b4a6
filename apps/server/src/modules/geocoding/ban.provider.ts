import { z } from 'zod';
import { getJson } from './http-json.ts';
import type { GeocodingProvider, HttpProviderOptions } from './geocoding.types.ts';

/** BAN gives a best guess for nearly any text; below this score the guess is usually another place. */
const MIN_SCORE = 0.4;

const BanAnswerSchema = z.object({
  features: z.array(
    z.object({
      geometry: z.object({ coordinates: z.tuple([z.number(), z.number()]) }),
      properties: z.object({ label: z.string(), score: z.number().optional() }),
    }),
  ),
});

/** The Base Adresse Nationale (api-adresse.data.gouv.fr): a GeoJSON FeatureCollection, coordinates [lng, lat]. */
export function createBanProvider(options: HttpProviderOptions): GeocodingProvider {
  return {
    name: 'ban',
    async search(address) {
      const url = new URL(options.url);
      url.searchParams.set('q', address);
      url.searchParams.set('limit', '1');
      const answer = BanAnswerSchema.parse(await getJson(url, options));
      const best = answer.features[0];
      if (!best || (best.properties.score ?? 1) < MIN_SCORE) return null;
      const [longitude, latitude] = best.geometry.coordinates;
      return { latitude, longitude, address: best.properties.label, source: 'ban' };
    },
  };
}
