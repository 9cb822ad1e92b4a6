// @vitest-environment jsdom
import * as MSG from '@secops/domain/messages';
import type { Checkpoint } from '@secops/domain/rounds';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api-error.ts';

const post = vi.hoisted(() => vi.fn());
vi.mock('../../../lib/api-client.ts', () => ({ api: { post } }));
const { TourFormModal } = await import('./tour-form-modal.tsx');

const checkpoint = (n: number, name: string): Checkpoint => ({
  id: `0b9d3a52-6f0e-4c1a-9a43-3f1f0a6c000${n}`,
  missionId: 'mission-1',
  name,
  instructions: null,
  lat: null,
  lng: null,
  kind: 'QR',
  code: `code-${n}`,
  url: `https://secops.test/t/code-${n}`,
  codeHash: `hash-${n}`,
  createdAt: '2026-03-01T10:00:00Z',
});
const HALL = checkpoint(1, 'Hall');
const PARKING = checkpoint(2, 'Parking -2');

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

function setup() {
  const onClose = vi.fn();
  render(
    <QueryClientProvider client={new QueryClient()}>
      <TourFormModal missionId="mission-1" checkpoints={[HALL, PARKING]} onClose={onClose} />
    </QueryClientProvider>,
  );
  return { onClose, user: userEvent.setup() };
}

const escape = (text: string) => text.replace(/[()]/g, '\\$&');
/** A field by its label, marked required or not. */
const field = (label: string) => screen.getByLabelText(new RegExp(`^${escape(label)}( \\*)?$`));

const sequence = () => screen.getAllByRole('list', { name: MSG.staffTourSequence })[0]?.textContent ?? '';

describe('the tour form', () => {
  it('creates a tour from checkpoints put in order with the keyboard and fixed times', async () => {
    const { onClose, user } = setup();
    post.mockResolvedValueOnce({ id: 'tour-1' });
    await user.type(field(MSG.staffTourFieldName), 'Ronde de nuit');
    await user.click(screen.getByRole('checkbox', { name: 'Hall' }));
    await user.click(screen.getByRole('checkbox', { name: 'Parking -2' }));
    expect(sequence()).toBe('1.Hall2.Parking -2');

    const up = screen.getByRole('button', { name: 'Monter « Parking -2 »' });
    up.focus();
    await user.keyboard('{Enter}');
    expect(sequence()).toBe('1.Parking -22.Hall');
    // Now first, it cannot go up: the focus stays with it, on its other arrow.
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Descendre « Parking -2 »' }));

    await user.type(screen.getByLabelText('Heure 1'), '22:00');
    await user.click(screen.getByRole('button', { name: MSG.staffTourTimeAdd }));
    expect(document.activeElement).toBe(screen.getByLabelText('Heure 2'));
    await user.keyboard('0000');
    await user.click(screen.getByRole('button', { name: MSG.staffCreate }));

    expect(post).toHaveBeenCalledWith('/missions/mission-1/tours', {
      name: 'Ronde de nuit',
      checkpointIds: [PARKING.id, HALL.id],
      order: 'STRICT',
      times: ['22:00', '00:00'],
      everyMinutes: null,
      from: null,
      to: null,
      windowMinutes: 45,
    });
    await vi.waitFor(() => expect(onClose).toHaveBeenCalled());
  });

  it('sends a frequency with its bounds instead of times', async () => {
    const { user } = setup();
    post.mockResolvedValueOnce({ id: 'tour-1' });
    await user.type(field(MSG.staffTourFieldName), 'Ronde parking');
    await user.click(screen.getByRole('checkbox', { name: 'Parking -2' }));
    await user.click(screen.getByRole('radio', { name: MSG.staffTourScheduleEvery }));
    await user.clear(field(MSG.staffTourEvery));
    await user.type(field(MSG.staffTourEvery), '90');
    await user.type(field(MSG.staffTourFrom), '2000');
    await user.type(field(MSG.staffTourTo), '0400');
    await user.click(screen.getByRole('radio', { name: /Ordre libre/ }));
    await user.click(screen.getByRole('button', { name: MSG.staffCreate }));
    expect(post.mock.calls[0]?.[1]).toMatchObject({
      checkpointIds: [PARKING.id],
      order: 'FREE',
      times: null,
      everyMinutes: 90,
      from: '20:00',
      to: '04:00',
    });
  });

  it('shows what is missing under its field, focused on the first, and sends nothing', async () => {
    const { user } = setup();
    await user.click(screen.getByRole('button', { name: MSG.staffCreate }));
    expect(screen.getByText(MSG.tourNameRequired)).toBeTruthy();
    expect(screen.getByText(MSG.tourCheckpointsRequired)).toBeTruthy();
    expect(screen.getByText(MSG.tourScheduleInvalid)).toBeTruthy();
    expect(document.activeElement).toBe(field(MSG.staffTourFieldName));
    expect(post).not.toHaveBeenCalled();
  });

  it("shows the server's refusal of a field under that field, and goes there", async () => {
    const { onClose, user } = setup();
    post.mockRejectedValueOnce(
      new ApiError(400, 'VALIDATION', MSG.tourCheckpointUnknown, [
        { path: 'body.checkpointIds', message: MSG.tourCheckpointUnknown },
      ]),
    );
    await user.type(field(MSG.staffTourFieldName), 'Ronde de nuit');
    await user.click(screen.getByRole('checkbox', { name: 'Hall' }));
    await user.type(screen.getByLabelText('Heure 1'), '22:00');
    await user.click(screen.getByRole('button', { name: MSG.staffCreate }));
    await vi.waitFor(() => expect(post).toHaveBeenCalled());
    expect(await screen.findByText(MSG.tourCheckpointUnknown)).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('checkbox', { name: 'Hall' }));
    expect(onClose).not.toHaveBeenCalled();
  });
});
