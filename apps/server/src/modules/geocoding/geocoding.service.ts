import type { FastifyBaseLogger } from 'fastify';
import type { GeocodingResult, GeocodingSource } from '@secops/domain/geocoding.schemas';
import * as MSG from '@secops/domain/messages';
import type { Config } from '../../config.ts';
import { createBanProvider } from './ban.provider.ts';
import type { GeocodeHit, GeocodingProvider } from './geocoding.types.ts';
import { createNominatimProvider } from './nominatim.provider.ts';
import { offlineProvider } from './offline.provider.ts';

/** Addresses found recently, so that typing the same one again does not call the online services again. */
const CACHE_SIZE = 500;
/**
 * A provider that failed (network down, time-out, server error) is not asked again for this long: while a service
 * or the whole network is out, lookups answer at once from the next provider instead of waiting out each time-out.
 */
export const PROVIDER_PAUSE_MS = 60_000;

export type Geocoder = { search(address: string): Promise<GeocodingResult> };

export function providersFrom(config: Config['geocoder'], userAgent: string): GeocodingProvider[] {
  const http = { timeoutMs: config.timeoutMs, userAgent };
  const build: Record<GeocodingSource, () => GeocodingProvider> = {
    ban: () => createBanProvider({ ...http, url: config.banUrl }),
    nominatim: () => createNominatimProvider({ ...http, url: config.nominatimUrl }),
    offline: () => offlineProvider,
  };
  return config.providers.map((name) => build[name]());
}

/**
 * Asks each provider in turn until one finds the address; a provider that fails or times out is skipped (and
 * logged, then left alone for PROVIDER_PAUSE_MS), so the offline gazetteer still answers when the network is down.
 */
export function createGeocoder(
  providers: GeocodingProvider[],
  log: FastifyBaseLogger,
  now: () => number = Date.now,
): Geocoder {
  const cache = new Map<string, GeocodeHit>();
  const pausedUntil = new Map<GeocodingProvider, number>();
  const remember = (key: string, hit: GeocodeHit) => {
    cache.delete(key);
    cache.set(key, hit);
    if (cache.size > CACHE_SIZE) cache.delete(cache.keys().next().value as string);
  };

  async function firstHit(address: string): Promise<GeocodeHit | null> {
    for (const provider of providers) {
      if ((pausedUntil.get(provider) ?? 0) > now()) continue;
      try {
        const hit = await provider.search(address);
        if (hit) return hit;
      } catch (err) {
        pausedUntil.set(provider, now() + PROVIDER_PAUSE_MS);
        log.warn(
          { provider: provider.name, reason: (err as Error).message },
          'geocoding provider failed, paused',
        );
      }
    }
    return null;
  }

  return {
    async search(address) {
      const key = address.trim().replace(/\s+/g, ' ').toLowerCase();
      const hit = cache.get(key) ?? (await firstHit(address));
      if (!hit) return { success: false, message: MSG.addressNotFound };
      remember(key, hit);
      return { success: true, ...hit };
    },
  };
}
