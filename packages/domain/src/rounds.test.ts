import { describe, expect, it } from 'vitest';
import {
  codeFromScan,
  endedRoundStatus,
  isScheduleValid,
  scanFlags,
  tourSlots,
  TourCreateSchema,
  ScanCreateSchema,
  type ScanFlagInput,
} from './rounds.ts';

const at = (iso: string) => new Date(iso);
const iso = (dates: Date[]) => dates.map((d) => d.toISOString());

describe('tourSlots', () => {
  const fixed = { times: ['22:00', '00:00', '02:00'], everyMinutes: null, from: null, to: null };

  it('places fixed times on each Paris day, in order', () => {
    expect(iso(tourSlots(fixed, at('2026-11-27T20:00:00Z'), at('2026-11-28T03:00:00Z')))).toEqual([
      '2026-11-27T21:00:00.000Z',
      '2026-11-27T23:00:00.000Z',
      '2026-11-28T01:00:00.000Z',
    ]);
  });

  it('runs a frequency past midnight when "to" is before "from", both bounds included', () => {
    const every = { times: null, everyMinutes: 120, from: '22:00', to: '02:00' };
    expect(iso(tourSlots(every, at('2026-11-27T12:00:00Z'), at('2026-11-28T12:00:00Z')))).toEqual([
      '2026-11-27T21:00:00.000Z',
      '2026-11-27T23:00:00.000Z',
      '2026-11-28T01:00:00.000Z',
    ]);
  });

  it('keeps Paris wall-clock times across the change to summer time', () => {
    const slots = tourSlots(
      { ...fixed, times: ['04:00'] },
      at('2026-03-28T00:00:00Z'),
      at('2026-03-30T00:00:00Z'),
    );
    expect(iso(slots)).toEqual(['2026-03-28T03:00:00.000Z', '2026-03-29T02:00:00.000Z']);
  });
});

describe('schedules', () => {
  it('takes fixed times alone, or a frequency with both bounds', () => {
    expect(isScheduleValid({ times: ['22:00'] })).toBe(true);
    expect(isScheduleValid({ everyMinutes: 60, from: '22:00', to: '06:00' })).toBe(true);
    expect(isScheduleValid({ times: ['22:00'], everyMinutes: 60 })).toBe(false);
    expect(isScheduleValid({ everyMinutes: 60, from: '22:00' })).toBe(false);
    expect(isScheduleValid({})).toBe(false);
  });

  it('refuses a tour body without a schedule, with a French message', () => {
    const parsed = TourCreateSchema.safeParse({
      name: 'Ronde de nuit',
      checkpointIds: ['5b1a1c34-8f59-4c36-9a53-5b0b9a6b0d11'],
      order: 'FREE',
    });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.message).toMatch(/heures fixes/);
  });

  it('defaults the window to 45 minutes', () => {
    const parsed = TourCreateSchema.parse({
      name: 'Ronde de nuit',
      checkpointIds: ['5b1a1c34-8f59-4c36-9a53-5b0b9a6b0d11'],
      order: 'STRICT',
      times: ['22:00'],
    });
    expect(parsed.windowMinutes).toBe(45);
  });
});

describe('scan bodies', () => {
  const base = { scannedAt: '2026-11-27T21:05:00Z', clientRequestId: 'scan-1' };
  it('needs a code unless passed by hand, and a reason when by hand', () => {
    expect(ScanCreateSchema.safeParse({ ...base, method: 'QR' }).success).toBe(false);
    expect(ScanCreateSchema.safeParse({ ...base, method: 'QR', code: 'x' }).success).toBe(true);
    const noReason = ScanCreateSchema.safeParse({
      ...base,
      method: 'MANUAL',
      checkpointId: '5b1a1c34-8f59-4c36-9a53-5b0b9a6b0d11',
      reason: '  ',
    });
    expect(noReason.error?.issues[0]?.message).toBe("Indiquez pourquoi le point n'a pas pu être scanné");
  });
});

describe('codeFromScan', () => {
  it('reads the code from a raw code or from the tag URL', () => {
    expect(codeFromScan('AbCdEfGhIjKlMnOpQrSt_-')).toBe('AbCdEfGhIjKlMnOpQrSt_-');
    expect(codeFromScan('https://ops.example.fr/t/AbCdEfGhIjKlMnOpQrSt_-')).toBe('AbCdEfGhIjKlMnOpQrSt_-');
    expect(codeFromScan('https://example.com/other')).toBeNull();
  });
});

describe('scanFlags', () => {
  const A = { id: 'a', lat: 48.8566, lng: 2.3522 };
  const B = { id: 'b', lat: 48.8575, lng: 2.3522 }; // 100 m north of A
  const C = { id: 'c', lat: null, lng: null };
  const input = (over: Partial<ScanFlagInput> = {}): ScanFlagInput => ({
    method: 'QR',
    scannedAt: at('2026-11-27T21:10:00Z'),
    lat: A.lat,
    lng: A.lng,
    accuracy: 10,
    checkpoint: A,
    round: {
      order: 'STRICT',
      checkpointIds: ['a', 'b', 'c'],
      scheduledAt: at('2026-11-27T21:00:00Z'),
      windowEndsAt: at('2026-11-27T21:45:00Z'),
    },
    earlier: [],
    checkpoints: new Map([A, B, C].map((cp) => [cp.id, cp])),
    ...over,
  });

  it('gives none to a tag read in place, in order and in time', () => {
    expect(scanFlags(input())).toEqual([]);
  });

  it('flags FAR beyond 100 m or with a worse accuracy, and NO_FIX without a position', () => {
    expect(scanFlags(input({ lat: 48.86, lng: 2.3522 }))).toContain('FAR');
    expect(scanFlags(input({ accuracy: 150 }))).toContain('FAR');
    expect(scanFlags(input({ lat: null, lng: null }))).toContain('NO_FIX');
  });

  it('does not flag the position of a checkpoint that has none (a basement)', () => {
    const flags = scanFlags(
      input({
        checkpoint: C,
        lat: null,
        lng: null,
        earlier: [
          { checkpointId: 'a', scannedAt: at('2026-11-27T21:01:00Z'), lat: null, lng: null },
          { checkpointId: 'b', scannedAt: at('2026-11-27T21:05:00Z'), lat: null, lng: null },
        ],
      }),
    );
    expect(flags).toEqual([]);
  });

  it('flags MANUAL, OUT_OF_ORDER in a strict tour, and LATE outside the window', () => {
    expect(scanFlags(input({ method: 'MANUAL' }))).toContain('MANUAL');
    expect(scanFlags(input({ checkpoint: B, lat: B.lat, lng: B.lng }))).toEqual(['OUT_OF_ORDER']);
    const free = input({ checkpoint: B, lat: B.lat, lng: B.lng });
    expect(scanFlags({ ...free, round: { ...free.round, order: 'FREE' } })).toEqual([]);
    expect(scanFlags(input({ scannedAt: at('2026-11-27T21:45:00Z') }))).toContain('LATE');
    expect(scanFlags(input({ scannedAt: at('2026-11-27T20:59:00Z') }))).toContain('LATE');
  });

  it('flags TOO_FAST faster than 3 m/s between two checkpoints', () => {
    const after = (seconds: number) =>
      scanFlags(
        input({
          checkpoint: B,
          lat: B.lat,
          lng: B.lng,
          scannedAt: new Date(at('2026-11-27T21:10:00Z').getTime() + seconds * 1000),
          earlier: [{ checkpointId: 'a', scannedAt: at('2026-11-27T21:10:00Z'), lat: A.lat, lng: A.lng }],
        }),
      );
    expect(after(20)).toContain('TOO_FAST'); // 100 m in 20 s = 5 m/s
    expect(after(60)).not.toContain('TOO_FAST'); // 1.7 m/s
  });
});

describe('endedRoundStatus', () => {
  it('is COMPLETE, COMPLETE_WITH_FLAGS or PARTIAL', () => {
    const ok = { flags: [] };
    expect(
      endedRoundStatus(
        ['a', 'b'],
        [
          { checkpointId: 'a', ...ok },
          { checkpointId: 'b', ...ok },
        ],
      ),
    ).toBe('COMPLETE');
    expect(
      endedRoundStatus(
        ['a', 'b'],
        [
          { checkpointId: 'a', ...ok },
          { checkpointId: 'b', flags: ['LATE'] },
        ],
      ),
    ).toBe('COMPLETE_WITH_FLAGS');
    expect(endedRoundStatus(['a', 'b'], [{ checkpointId: 'a', ...ok }])).toBe('PARTIAL');
  });
});
