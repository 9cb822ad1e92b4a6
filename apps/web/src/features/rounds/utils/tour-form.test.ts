import * as MSG from '@secops/domain/messages';
import type { Tour } from '@secops/domain/rounds';
import { describe, expect, it } from 'vitest';
import { moveItem, tourBody, tourFormValues, type TourFormValues } from './tour-form.ts';

const A = '0b9d3a52-6f0e-4c1a-9a43-3f1f0a6c0001';
const B = '0b9d3a52-6f0e-4c1a-9a43-3f1f0a6c0002';

const filled = (values: Partial<TourFormValues> = {}): TourFormValues => ({
  ...tourFormValues(),
  name: 'Ronde de nuit',
  checkpointIds: [B, A],
  ...values,
});

describe('the tour form', () => {
  it('starts with one empty time, a strict order and a 45-minute window', () => {
    expect(tourFormValues()).toMatchObject({
      scheduleKind: 'times',
      times: [''],
      order: 'STRICT',
      windowMinutes: '45',
    });
  });

  it('sends fixed times as given, blank rows dropped, and no frequency', () => {
    const result = tourBody(filled({ times: ['22:00', '', '00:00', '02:00'], order: 'FREE' }));
    expect(result).toEqual({
      ok: true,
      body: {
        name: 'Ronde de nuit',
        checkpointIds: [B, A],
        order: 'FREE',
        times: ['22:00', '00:00', '02:00'],
        everyMinutes: null,
        from: null,
        to: null,
        windowMinutes: 45,
      },
    });
  });

  it('sends a frequency with its bounds and no times, even when times were typed before switching', () => {
    const result = tourBody(
      filled({ scheduleKind: 'every', times: ['22:00'], everyMinutes: '60', from: '22:00', to: '06:00' }),
    );
    expect(result.ok && result.body).toMatchObject({
      times: null,
      everyMinutes: 60,
      from: '22:00',
      to: '06:00',
    });
  });

  it('puts an invalid time under its own row, counting the blank rows before it', () => {
    const result = tourBody(filled({ times: ['22:00', '', '25:00'] }));
    expect(result).toEqual({ ok: false, errors: { 'times.2': MSG.tourTimeInvalid } });
  });

  it('asks for a schedule when every time row is blank', () => {
    const result = tourBody(filled({ times: ['', ''] }));
    expect(result.ok ? null : result.errors.times).toBe(MSG.tourScheduleInvalid);
  });

  it('refuses a tour without name or checkpoints, and a window out of range', () => {
    const result = tourBody(filled({ name: '  ', checkpointIds: [], times: ['22:00'], windowMinutes: '2' }));
    expect(result.ok ? null : result.errors).toEqual({
      name: MSG.tourNameRequired,
      checkpointIds: MSG.tourCheckpointsRequired,
      windowMinutes: MSG.tourWindowInvalid,
    });
  });

  it('refuses a frequency left blank', () => {
    const result = tourBody(filled({ scheduleKind: 'every', everyMinutes: '', from: '22:00', to: '06:00' }));
    expect(result.ok ? null : result.errors.everyMinutes).toBe(MSG.tourEveryInvalid);
  });

  it('opens an existing tour with its schedule kind and values', () => {
    const tour = {
      name: 'Ronde parking',
      checkpointIds: [A],
      order: 'FREE',
      times: null,
      everyMinutes: 90,
      from: '20:00',
      to: '04:00',
      windowMinutes: 30,
    } as Tour;
    expect(tourFormValues(tour)).toEqual({
      name: 'Ronde parking',
      checkpointIds: [A],
      order: 'FREE',
      scheduleKind: 'every',
      times: [''],
      everyMinutes: '90',
      from: '20:00',
      to: '04:00',
      windowMinutes: '30',
    });
  });

  it('moves a checkpoint one place up or down, and not past either end', () => {
    expect(moveItem(['a', 'b', 'c'], 2, -1)).toEqual(['a', 'c', 'b']);
    expect(moveItem(['a', 'b', 'c'], 0, 1)).toEqual(['b', 'a', 'c']);
    expect(moveItem(['a', 'b', 'c'], 0, -1)).toEqual(['a', 'b', 'c']);
    expect(moveItem(['a', 'b', 'c'], 2, 1)).toEqual(['a', 'b', 'c']);
  });
});
