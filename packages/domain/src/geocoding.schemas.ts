import { z } from 'zod';
import * as MSG from './messages.ts';

export const GEOCODING_SOURCES = ['ban', 'nominatim', 'offline'] as const;
export type GeocodingSource = (typeof GEOCODING_SOURCES)[number];

/** GET /api/geocoding/search?address=… */
export const GeocodingQuerySchema = z.object({
  address: z
    .string({ error: MSG.addressRequired })
    .trim()
    .min(1, MSG.addressRequired)
    .max(300, MSG.textTooLong),
});

/**
 * The lookup answer: coordinates and the address as the source names it; `source` says which provider answered
 * ("offline" is the commune's centre, so approximate).
 */
export const GeocodingResultSchema = z.discriminatedUnion('success', [
  z.object({
    success: z.literal(true),
    latitude: z.number(),
    longitude: z.number(),
    address: z.string(),
    source: z.enum(GEOCODING_SOURCES),
  }),
  z.object({ success: z.literal(false), message: z.string() }),
]);
export type GeocodingResult = z.infer<typeof GeocodingResultSchema>;
