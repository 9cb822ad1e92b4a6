import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createBanProvider } from './ban.provider.ts';
import { createNominatimProvider } from './nominatim.provider.ts';

type Reply = { status?: number; body?: unknown; raw?: string; delayMs?: number };

/** A stand-in for the real services: answers whatever the test sets, and remembers the requests. */
describe('online geocoding providers', () => {
  let server: http.Server;
  let base: string;
  let reply: Reply;
  let requests: http.IncomingMessage[];

  beforeAll(async () => {
    server = http.createServer((req, res) => {
      requests.push(req);
      const send = () => {
        res.writeHead(reply.status ?? 200, { 'content-type': 'application/json' });
        res.end(reply.raw ?? JSON.stringify(reply.body));
      };
      if (reply.delayMs) setTimeout(send, reply.delayMs);
      else send();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
  beforeEach(() => {
    requests = [];
    reply = {};
  });

  const options = () => ({ timeoutMs: 300, userAgent: 'Security Ops Manager (http://localhost:3001)' });
  const ban = () => createBanProvider({ ...options(), url: `${base}/search/` });
  const nominatim = () => createNominatimProvider({ ...options(), url: `${base}/search` });

  const banFeature = (lng: number, lat: number, label: string, score: number) => ({
    type: 'Feature',
    geometry: { type: 'Point', coordinates: [lng, lat] },
    properties: { label, score, type: 'housenumber', postcode: '75001', city: 'Paris' },
  });

  describe('BAN', () => {
    it('reads the first feature of the GeoJSON answer, coordinates given as [lng, lat]', async () => {
      reply.body = {
        type: 'FeatureCollection',
        version: 'draft',
        features: [banFeature(2.336537, 48.862367, '10 Rue de Rivoli 75001 Paris', 0.97)],
        query: '10 rue de Rivoli 75001 Paris',
      };
      expect(await ban().search('10 rue de Rivoli 75001 Paris')).toEqual({
        latitude: 48.862367,
        longitude: 2.336537,
        address: '10 Rue de Rivoli 75001 Paris',
        source: 'ban',
      });
      const url = new URL(requests[0]?.url ?? '', base);
      expect(url.pathname).toBe('/search/');
      expect(url.searchParams.get('q')).toBe('10 rue de Rivoli 75001 Paris');
      expect(url.searchParams.get('limit')).toBe('1');
    });

    it('answers null when BAN finds nothing or only a poor guess', async () => {
      reply.body = { type: 'FeatureCollection', features: [] };
      expect(await ban().search('xyzzy')).toBeNull();
      reply.body = {
        type: 'FeatureCollection',
        features: [banFeature(3.1, 45.2, 'Rue X 63000 Clermont', 0.21)],
      };
      expect(await ban().search('xyzzy')).toBeNull();
    });

    it('fails on a server error, a malformed answer and a timeout', async () => {
      reply = { status: 502, raw: 'Bad Gateway' };
      await expect(ban().search('Lyon')).rejects.toThrow('HTTP 502');
      reply = { raw: '<html>maintenance</html>' };
      await expect(ban().search('Lyon')).rejects.toThrow();
      reply = { body: { features: [{ geometry: {} }] } };
      await expect(ban().search('Lyon')).rejects.toThrow();
      reply = { body: { features: [] }, delayMs: 1000 };
      await expect(ban().search('Lyon')).rejects.toThrow(/timeout|aborted/i);
    });
  });

  describe('Nominatim', () => {
    it('reads the first place of the JSON array, lat and lon given as strings', async () => {
      reply.body = [
        {
          place_id: 1,
          lat: '45.7578137',
          lon: '4.8320114',
          display_name: 'Lyon, Métropole de Lyon, Rhône, Auvergne-Rhône-Alpes, France',
        },
      ];
      expect(await nominatim().search('Lyon')).toEqual({
        latitude: 45.7578137,
        longitude: 4.8320114,
        address: 'Lyon, Métropole de Lyon, Rhône, Auvergne-Rhône-Alpes, France',
        source: 'nominatim',
      });
      const url = new URL(requests[0]?.url ?? '', base);
      expect(url.searchParams.get('format')).toBe('json');
      expect(requests[0]?.headers['user-agent']).toBe('Security Ops Manager (http://localhost:3001)');
    });

    it('answers null for an empty array', async () => {
      reply.body = [];
      expect(await nominatim().search('xyzzy')).toBeNull();
    });

    it('fails on a server error and a timeout', async () => {
      reply = { status: 429, body: { error: 'Too many requests' } };
      await expect(nominatim().search('Lyon')).rejects.toThrow('HTTP 429');
      reply = { body: [], delayMs: 1000 };
      await expect(nominatim().search('Lyon')).rejects.toThrow(/timeout|aborted/i);
    });
  });
});
