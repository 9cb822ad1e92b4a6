// @vitest-environment jsdom
import * as MSG from '@secops/domain/messages';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../../lib/query-client.ts';
import { AddressLookupFields, CREATION_LOOKUP_TEXTS } from './address-lookup-fields.tsx';
import { EMPTY_MISSION_FORM, type MissionFormValues } from './mission-form.schema.ts';

vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

function Form({ children }: { children: ReactNode }) {
  const form = useForm<MissionFormValues>({ defaultValues: EMPTY_MISSION_FORM });
  return <FormProvider {...form}>{children}</FormProvider>;
}

function setup() {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <Form>
        <AddressLookupFields texts={CREATION_LOOKUP_TEXTS} />
      </Form>
    </QueryClientProvider>,
  );
  return {
    user: userEvent.setup(),
    address: screen.getByLabelText(MSG.missionFieldAddress),
    latitude: screen.getByLabelText<HTMLInputElement>(MSG.missionFieldLatitude),
    longitude: screen.getByLabelText<HTMLInputElement>(MSG.missionFieldLongitude),
  };
}

const answer = (body: unknown) =>
  vi.fn(async () => new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } }));

describe('address lookup on the mission creation form', () => {
  beforeEach(() => vi.clearAllMocks());
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('asks for an address instead of searching an empty one', async () => {
    const fetchMock = answer({});
    vi.stubGlobal('fetch', fetchMock);
    const { user } = setup();
    await user.click(screen.getByRole('button', { name: MSG.addressSearch }));
    expect(toast.error).toHaveBeenCalledWith(MSG.addressRequired);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('warns while an address has no coordinates, and stops once they are found', async () => {
    vi.stubGlobal(
      'fetch',
      answer({ success: true, latitude: 48.85341, longitude: 2.3488, address: '75001 Paris', source: 'ban' }),
    );
    const { user, address } = setup();
    expect(screen.queryByText(MSG.addressNoCoordinates)).toBeNull();
    await user.type(address, '10 rue de Rivoli 75001 Paris');
    expect(screen.getByText(MSG.addressNoCoordinates)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: MSG.addressSearch }));
    await vi.waitFor(() => expect(screen.queryByText(MSG.addressNoCoordinates)).toBeNull());
  });

  it('fills the read-only coordinates when Enter finds the address', async () => {
    vi.stubGlobal(
      'fetch',
      answer({ success: true, latitude: 48.85341, longitude: 2.3488, address: '75001 Paris', source: 'ban' }),
    );
    const { user, address, latitude, longitude } = setup();
    await user.type(address, '10 rue de Rivoli 75001 Paris{Enter}');
    await vi.waitFor(() => expect(toast.success).toHaveBeenCalledWith(MSG.addressFound));
    expect(latitude.value).toBe('48.85341');
    expect(longitude.value).toBe('2.3488');
    expect(latitude.readOnly).toBe(true);
  });

  it('clears coordinates found for a previous address as soon as the address changes', async () => {
    vi.stubGlobal(
      'fetch',
      answer({
        success: true,
        latitude: 48.85341,
        longitude: 2.3488,
        address: '75001 Paris',
        source: 'offline',
      }),
    );
    const { user, address, latitude } = setup();
    await user.type(address, 'Paris{Enter}');
    await vi.waitFor(() => expect(latitude.value).toBe('48.85341'));
    expect(screen.getByText(MSG.addressApproximate)).toBeTruthy();
    await user.type(address, ' 8e');
    expect(latitude.value).toBe('');
  });

  it('says the address was not found, in the creation form wording when the server gives no message', async () => {
    vi.stubGlobal('fetch', answer({ success: false, message: '' }));
    const { user, address } = setup();
    await user.type(address, 'rue qui n existe pas{Enter}');
    await vi.waitFor(() => expect(toast.error).toHaveBeenCalledWith(MSG.addressNotFoundHint));
  });

  it('asks to try again when the server cannot be reached', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    const { user, address } = setup();
    await user.type(address, 'Lyon{Enter}');
    await vi.waitFor(() => expect(toast.error).toHaveBeenCalledWith(MSG.addressSearchFailed));
  });
});
