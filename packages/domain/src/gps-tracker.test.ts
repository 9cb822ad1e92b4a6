import { describe, expect, it } from 'vitest';
import {
  DEVICE_TOKENS_MAX_ACTIVE,
  parseTrackerTime,
  readTrackerRequest,
  trackerServerUrl,
  trackerSetupUrl,
} from './gps-tracker.ts';
import * as MSG from './messages.ts';

const TOKEN = 'Zk9x_Qw-3vT8mN2pL5rS7uY1aB4cD6eF0gH9iJ2kL3m';
const query = {
  id: TOKEN,
  lat: '48.8675',
  lon: '2.3294',
  timestamp: '1772445600',
  accuracy: '12.5',
  speed: '10',
  bearing: '270',
  altitude: '35',
  batt: '54',
};

describe('parseTrackerTime', () => {
  it('reads unix seconds, milliseconds and ISO dates', () => {
    const expected = new Date('2026-03-02T10:00:00Z');
    expect(parseTrackerTime('1772445600')).toEqual(expected);
    expect(parseTrackerTime(1772445600)).toEqual(expected);
    expect(parseTrackerTime('1772445600000')).toEqual(expected);
    expect(parseTrackerTime('1772445600.5')).toEqual(new Date(expected.getTime() + 500));
    expect(parseTrackerTime('2026-03-02T10:00:00.000Z')).toEqual(expected);
    expect(parseTrackerTime('2026-03-02T11:00:00+01:00')).toEqual(expected);
    expect(parseTrackerTime('2026-03-02 10:00:00')).toEqual(expected);
  });

  it('answers null for what is not a time', () => {
    for (const value of ['hier', '', '12:00', '-5', null, undefined, {}])
      expect(parseTrackerTime(value)).toBeNull();
  });

  it('answers null for a time outside the years 1900 to 2199, which no date column holds', () => {
    for (const value of [
      '99999999999999999999',
      '9999-12-31T23:59:59Z',
      '8640000000000001',
      1e20,
      '1899-12-31T23:59:59Z',
    ])
      expect(parseTrackerTime(value), String(value)).toBeNull();
    expect(parseTrackerTime('2199-12-31T23:59:59Z')).toEqual(new Date('2199-12-31T23:59:59Z'));
  });
});

describe('readTrackerRequest', () => {
  it('reads the OsmAnd query: speed from knots to m/s, battery in percent', () => {
    const read = readTrackerRequest(query, undefined);
    expect(read).toEqual({
      ok: true,
      token: TOKEN,
      sos: false,
      kind: 'fixes',
      fixes: [
        {
          token: TOKEN,
          lat: 48.8675,
          lng: 2.3294,
          accuracy: 12.5,
          speed: expect.closeTo(5.1444, 3),
          heading: 270,
          battery: 54,
          recordedAt: new Date('2026-03-02T10:00:00Z'),
        },
      ],
    });
  });

  it('reads the same fields form-encoded in the body, the query id winning', () => {
    const read = readTrackerRequest({ id: TOKEN }, { ...query, id: 'autre' });
    expect(read).toMatchObject({ ok: true, fixes: [{ token: TOKEN, lat: 48.8675, battery: 54 }] });
  });

  it('reads Traccar Client’s JSON body: device_id, coords, ISO timestamp, battery level from 0 to 1', () => {
    const body = {
      location: {
        timestamp: '2026-03-02T10:00:00.000Z',
        coords: { latitude: 48.8675, longitude: 2.3294, accuracy: 8, speed: 1.5, heading: -1, altitude: 35 },
        is_moving: true,
        battery: { level: 0.54, is_charging: false },
        activity: { type: 'walking' },
        extras: {},
      },
      device_id: TOKEN,
    };
    expect(readTrackerRequest({}, body)).toEqual({
      ok: true,
      token: TOKEN,
      sos: false,
      kind: 'fixes',
      fixes: [
        {
          token: TOKEN,
          lat: 48.8675,
          lng: 2.3294,
          accuracy: 8,
          speed: 1.5,
          heading: null,
          battery: 54,
          recordedAt: new Date('2026-03-02T10:00:00Z'),
        },
      ],
    });
  });

  it('reads unknown measures (-1, missing, out of range) as null and a missing time as null', () => {
    const read = readTrackerRequest({ id: TOKEN, lat: '1', lon: '2', speed: '-1', batt: '140' }, undefined);
    expect(read).toEqual({
      ok: true,
      token: TOKEN,
      sos: false,
      kind: 'fixes',
      fixes: [
        {
          token: TOKEN,
          lat: 1,
          lng: 2,
          accuracy: null,
          speed: null,
          heading: null,
          battery: null,
          recordedAt: null,
        },
      ],
    });
  });

  it('refuses a request without id, without a valid position, or with an unreadable time', () => {
    expect(readTrackerRequest({ lat: '1', lon: '2' }, undefined)).toEqual({
      ok: false,
      message: MSG.trackerIdMissing,
    });
    expect(readTrackerRequest({ ...query, lat: '91' }, undefined)).toEqual({
      ok: false,
      message: MSG.latitudeInvalid,
    });
    expect(readTrackerRequest({ ...query, lon: 'est' }, undefined)).toEqual({
      ok: false,
      message: MSG.longitudeInvalid,
    });
    expect(readTrackerRequest({ ...query, timestamp: 'hier' }, undefined)).toEqual({
      ok: false,
      message: MSG.trackerTimestampInvalid,
    });
  });
});

describe('readTrackerRequest: heartbeats, alarms and batches', () => {
  it('reads a request without coordinates (heartbeat, cell towers or wifi only) as a heartbeat with its battery', () => {
    const cells = {
      id: TOKEN,
      timestamp: '1772445600',
      batt: '41',
      cell: '257,02,16,2224',
      wifi: '00-14-22-01-23-45,-80',
    };
    expect(readTrackerRequest(cells, undefined)).toEqual({
      ok: true,
      token: TOKEN,
      sos: false,
      kind: 'heartbeat',
      heartbeat: { battery: 41, recordedAt: new Date('2026-03-02T10:00:00Z') },
    });
    const json = {
      device_id: TOKEN,
      location: { timestamp: '2026-03-02T10:00:00Z', battery: { level: 0.3 } },
    };
    expect(readTrackerRequest({}, json)).toMatchObject({
      ok: true,
      kind: 'heartbeat',
      heartbeat: { battery: 30 },
    });
  });

  it('reads alarm=sos in the query and in the form-encoded body', () => {
    expect(readTrackerRequest({ ...query, alarm: 'sos' }, undefined)).toMatchObject({ ok: true, sos: true });
    expect(readTrackerRequest({}, { ...query, alarm: 'sos' })).toMatchObject({
      ok: true,
      sos: true,
      kind: 'fixes',
    });
    expect(readTrackerRequest({ id: TOKEN, alarm: 'sos' }, undefined)).toMatchObject({
      sos: true,
      kind: 'heartbeat',
    });
    expect(readTrackerRequest({ ...query, alarm: 'general' }, undefined)).toMatchObject({
      ok: true,
      sos: false,
    });
  });

  it('reads the SOS alarm of the JSON body: at its root, in location, in location.extras, or as the event', () => {
    const coords = { latitude: 48.8675, longitude: 2.3294 };
    const bodies = [
      { device_id: TOKEN, alarm: 'sos', location: { coords } },
      { device_id: TOKEN, location: { coords, alarm: 'sos' } },
      { device_id: TOKEN, location: { coords, extras: { alarm: 'sos' } } },
      { device_id: TOKEN, location: { coords, event: 'sos' } },
    ];
    for (const body of bodies)
      expect(readTrackerRequest({}, body), JSON.stringify(body)).toMatchObject({ ok: true, sos: true });
    const moving = { device_id: TOKEN, location: { coords, event: 'motionchange' } };
    expect(readTrackerRequest({}, moving)).toMatchObject({ ok: true, sos: false });
  });

  it('reads location=lat,lon as the coordinates', () => {
    const read = readTrackerRequest({ id: TOKEN, location: '60.0,30.5' }, undefined);
    expect(read).toMatchObject({ ok: true, kind: 'fixes', fixes: [{ lat: 60, lng: 30.5 }] });
    expect(readTrackerRequest({ id: TOKEN, location: '95,30' }, undefined)).toEqual({
      ok: false,
      message: MSG.latitudeInvalid,
    });
  });

  it('reads a JSON array of locations, and a location array, as one fix each', () => {
    const at = (lat: number) => ({
      coords: { latitude: lat, longitude: 2.33 },
      timestamp: '2026-03-02T10:00:00Z',
    });
    const array = [
      { device_id: TOKEN, location: at(48.1) },
      { device_id: TOKEN, location: at(48.2) },
    ];
    const read = readTrackerRequest({}, array);
    expect(read).toMatchObject({ ok: true, token: TOKEN, kind: 'fixes' });
    expect(read.ok && read.kind === 'fixes' && read.fixes.map((f) => f.lat)).toEqual([48.1, 48.2]);
    const batch = readTrackerRequest(
      {},
      { device_id: TOKEN, location: [at(48.3), at(48.4), { extras: {} }] },
    );
    expect(batch.ok && batch.kind === 'fixes' && batch.fixes.map((f) => f.lat)).toEqual([48.3, 48.4]);
  });
});

describe('tracker set-up', () => {
  it('gives the server URL to type and the URL Traccar Client’s QR reader takes (server URL and id)', () => {
    expect(trackerServerUrl('https://secops.example.fr')).toBe('https://secops.example.fr/api/gps/osmand');
    expect(trackerSetupUrl('https://secops.example.fr', TOKEN)).toBe(
      `https://secops.example.fr/api/gps/osmand?id=${TOKEN}`,
    );
  });

  it('names the active token limit in the refusal message', () => {
    expect(MSG.trackerTokenLimit).toContain(String(DEVICE_TOKENS_MAX_ACTIVE));
  });
});
