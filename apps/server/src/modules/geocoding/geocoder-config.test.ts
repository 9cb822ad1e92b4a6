import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../config.ts';

describe('geocoder configuration', () => {
  it('chains BAN, Nominatim and the offline gazetteer by default, offline only in tests', () => {
    expect(loadConfig({}).geocoder).toEqual({
      providers: ['ban', 'nominatim', 'offline'],
      banUrl: 'https://api-adresse.data.gouv.fr/search/',
      nominatimUrl: 'https://nominatim.openstreetmap.org/search',
      timeoutMs: 1500,
    });
    expect(loadConfig({ NODE_ENV: 'test' }).geocoder.providers).toEqual(['offline']);
  });

  it('reads the chain as a comma-separated list, spaces ignored', () => {
    expect(loadConfig({ GEOCODER_PROVIDERS: ' nominatim , offline ' }).geocoder.providers).toEqual([
      'nominatim',
      'offline',
    ]);
  });

  it.each([
    ['GEOCODER_PROVIDERS', 'google'],
    ['GEOCODER_PROVIDERS', 'ban,ban'],
    ['GEOCODER_PROVIDERS', ','],
    ['GEOCODER_BAN_URL', 'not a url'],
    ['GEOCODER_TIMEOUT_MS', '0'],
  ])('refuses %s=%s with a message naming the variable', (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ [name]: value })).toThrow(new RegExp(name));
  });
});
