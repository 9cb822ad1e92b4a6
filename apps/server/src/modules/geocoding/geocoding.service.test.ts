import pino from 'pino';
import { describe, expect, it } from 'vitest';
import * as MSG from '@secops/domain/messages';
import { createGeocoder, PROVIDER_PAUSE_MS } from './geocoding.service.ts';
import type { GeocodeHit, GeocodingProvider } from './geocoding.types.ts';
import { offlineProvider } from './offline.provider.ts';

const silent = pino({ level: 'silent' });
const hit: GeocodeHit = { latitude: 48.8, longitude: 2.3, address: 'Paris', source: 'nominatim' };

function provider(name: GeocodingProvider['name'], answer: () => Promise<GeocodeHit | null>) {
  let calls = 0;
  const p: GeocodingProvider & { calls(): number } = {
    name,
    search: () => {
      calls += 1;
      return answer();
    },
    calls: () => calls,
  };
  return p;
}

describe('geocoding chain', () => {
  it('falls through a failing provider to the next one', async () => {
    const ban = provider('ban', () => Promise.reject(new Error('This operation was aborted')));
    const nominatim = provider('nominatim', async () => hit);
    const geocoder = createGeocoder([ban, nominatim, offlineProvider], silent);
    expect(await geocoder.search('Paris')).toEqual({ success: true, ...hit });
  });

  it('asks the next provider when one knows no such address', async () => {
    const ban = provider('ban', async () => null);
    const geocoder = createGeocoder([ban, offlineProvider], silent);
    expect(await geocoder.search('33000 Bordeaux')).toMatchObject({ success: true, source: 'offline' });
  });

  it('answers "Adresse introuvable" when no provider finds it', async () => {
    const geocoder = createGeocoder([provider('ban', async () => null), offlineProvider], silent);
    expect(await geocoder.search('qsdfgh wxcvbn')).toEqual({ success: false, message: MSG.addressNotFound });
  });

  it('remembers a found address instead of asking again', async () => {
    const nominatim = provider('nominatim', async () => hit);
    const geocoder = createGeocoder([nominatim], silent);
    await geocoder.search('Paris');
    await geocoder.search('  paris ');
    expect(nominatim.calls()).toBe(1);
  });

  it('leaves a failed provider alone for a minute, then asks it again', async () => {
    let clock = 1_000_000;
    const ban = provider('ban', () => Promise.reject(new Error('getaddrinfo ENOTFOUND')));
    const geocoder = createGeocoder([ban, offlineProvider], silent, () => clock);
    expect(await geocoder.search('69002 Lyon')).toMatchObject({ success: true, source: 'offline' });
    expect(await geocoder.search('33000 Bordeaux')).toMatchObject({ success: true, source: 'offline' });
    expect(ban.calls()).toBe(1);
    clock += PROVIDER_PAUSE_MS + 1;
    await geocoder.search('13001 Marseille');
    expect(ban.calls()).toBe(2);
  });

  it('keeps asking a provider that answered, even when it knew no such address', async () => {
    const ban = provider('ban', async () => null);
    const geocoder = createGeocoder([ban, offlineProvider], silent);
    await geocoder.search('69002 Lyon');
    await geocoder.search('33000 Bordeaux');
    expect(ban.calls()).toBe(2);
  });
});
